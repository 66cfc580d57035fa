import type { sports } from '@site/shared/contract';

/** How long a changed odds cell shows its rise/fall flash and arrow. */
export const FLASH_MS = 3_000;

export interface CellState {
  /** Hong Kong odds. */
  odds: number;
  /** Direction of the last change while it is still flashing, else null. */
  dir: 'up' | 'down' | null;
  changedAt: number;
  suspended: boolean;
  line: number | null;
}

type Listener = () => void;

export interface OddsStoreOptions {
  /**
   * true (default): deltas wait for the next animation frame and repeated ticks on one
   * cell collapse to the latest, so a burst costs one render per cell per frame. false is
   * the benchmark's baseline: every delta is applied and announced at once.
   */
  batch?: boolean;
  now?: () => number;
  schedule?: (flush: () => void) => void;
}

const frame = (flush: () => void) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(flush);
  else setTimeout(flush, 16);
};

/**
 * Live odds and scores outside React: each odds cell and each score line subscribes to
 * its own key (useSyncExternalStore), so one change re-renders one cell, not the board.
 */
export class OddsStore {
  private readonly cells = new Map<string, CellState>();
  private readonly scores = new Map<string, sports.ScoreFields>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly queuedMarkets = new Map<string, sports.MarketDelta>();
  private readonly queuedScores = new Map<string, sports.ScoreFields>();
  private readonly flashing = new Set<string>();
  private scheduled = false;
  private sweeper: ReturnType<typeof setInterval> | null = null;
  private readonly batch: boolean;
  private readonly now: () => number;
  private readonly schedule: (flush: () => void) => void;
  /** Every applied odds change, for the slip (new odds of picked selections). */
  onOdds: ((changed: ReadonlyMap<string, number>) => void) | null = null;

  constructor({ batch = true, now = Date.now, schedule = frame }: OddsStoreOptions = {}) {
    this.batch = batch;
    this.now = now;
    this.schedule = schedule;
  }

  /** Fresh snapshot: every cell and score replaced, no flash. */
  load(matches: readonly sports.Match[], champions: readonly sports.Champion[] = []): void {
    const touched = new Set<string>();
    const put = (market: sports.Market) => {
      for (const s of market.selections) {
        this.cells.set(s.id, {
          odds: s.odds,
          dir: null,
          changedAt: 0,
          suspended: market.suspended,
          line: market.line,
        });
        touched.add(s.id);
      }
    };
    for (const m of matches) {
      m.markets.forEach(put);
      this.scores.set(m.gameId, m);
      touched.add(`score:${m.gameId}`);
    }
    for (const c of champions) put(c.market);
    this.flashing.clear();
    touched.forEach((key) => this.notify(key));
  }

  cell(id: string): CellState | undefined {
    return this.cells.get(id);
  }

  score(gameId: string): sports.ScoreFields | undefined {
    return this.scores.get(gameId);
  }

  subscribe(key: string, listener: Listener): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  /** One push batch (or part of one): queued until the next frame when batching. */
  push(batch: Pick<sports.DeltaBatch, 'markets' | 'scores'>): void {
    for (const m of batch.markets) this.queuedMarkets.set(m.marketId, m);
    for (const s of batch.scores) this.queuedScores.set(s.gameId, s);
    if (!this.batch) return this.flush();
    if (this.scheduled) return;
    this.scheduled = true;
    this.schedule(() => this.flush());
  }

  /** Applies everything queued and tells each changed cell's subscribers. */
  flush(): void {
    this.scheduled = false;
    const at = this.now();
    const changed = new Map<string, number>();
    for (const m of this.queuedMarkets.values()) {
      for (const s of m.selections) {
        const before = this.cells.get(s.id);
        const moved = before !== undefined && before.odds !== s.odds;
        const dir = moved ? (s.odds > before.odds ? 'up' : 'down') : (before?.dir ?? null);
        const next: CellState = {
          odds: s.odds,
          dir,
          changedAt: moved ? at : (before?.changedAt ?? 0),
          suspended: m.suspended,
          line: m.line,
        };
        if (before && !moved && before.suspended === next.suspended && before.line === next.line) continue;
        this.cells.set(s.id, next);
        if (moved) {
          changed.set(s.id, s.odds);
          this.flashing.add(s.id);
        }
        this.notify(s.id);
      }
    }
    for (const s of this.queuedScores.values()) {
      this.scores.set(s.gameId, s);
      this.notify(`score:${s.gameId}`);
    }
    this.queuedMarkets.clear();
    this.queuedScores.clear();
    if (changed.size > 0) {
      this.onOdds?.(changed);
      this.startSweeper();
    }
  }

  /** One timer for every flashing cell (not one per cell): ends flashes older than FLASH_MS. */
  private startSweeper(): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => this.sweep(), 500);
  }

  sweep(): void {
    const at = this.now();
    for (const id of this.flashing) {
      const cell = this.cells.get(id);
      if (!cell || at - cell.changedAt >= FLASH_MS) {
        this.flashing.delete(id);
        if (cell) this.cells.set(id, { ...cell, dir: null });
        this.notify(id);
      }
    }
    if (this.flashing.size === 0 && this.sweeper) {
      clearInterval(this.sweeper);
      this.sweeper = null;
    }
  }

  dispose(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }

  private notify(key: string): void {
    this.listeners.get(key)?.forEach((listener) => listener());
  }
}
