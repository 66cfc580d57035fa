import { sports } from '@site/shared/contract';
import type { Db } from '../db/db';
import type { WsHub } from '../ws/hub';
import type { Finished, OddsFeed } from './odds-feed';
import { SportsPush } from './push';
import { orphanedGames, settleFinished } from './settle';
import { decideDueTickets } from './tickets';
import { scoreOf } from './view';

export interface BookOptions {
  /**
   * Makes the odds feed, on first use: the composition root chooses it (app.ts: the
   * simulator of simulators/odds-feed; a real provider's client would go there).
   */
  createFeed: () => OddsFeed;
  /** In-play pending delay before a ticket is decided. */
  betDelayMs: number;
  tickMs: number;
  log: (error: unknown, what: string) => void;
  /** Listeners outside the sportsbook (the chat's match rooms): score changes and ended matches. */
  events?: BookEvents | undefined;
  /**
   * Several server processes: only the leader pushes, settles and decides tickets; the
   * others keep their own copy of the feed ticking (same seed, same clock: same prices)
   * for reads and bet placement. Unset: this process leads.
   */
  isLeader?: (() => boolean) | undefined;
}

export interface BookEvents {
  scores?(scores: readonly sports.ScoreFields[]): void;
  finished?(done: Finished): void;
}

/**
 * The sportsbook at run time: the feed (made on first use, so a server that never shows
 * sports pays nothing), its once-a-second tick, the one queue in which settlement and
 * ticket decisions touch the database in order, and the WebSocket push.
 */
export class Sportsbook {
  private feedInstance: OddsFeed | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();
  private queue: Promise<void> = Promise.resolve();
  private stopped = false;
  readonly push: SportsPush;

  constructor(
    private readonly db: Db,
    hub: WsHub,
    readonly options: BookOptions,
  ) {
    this.push = new SportsPush(hub, db, () => this.feedInstance?.version ?? 0);
    this.push.install();
  }

  get feed(): OddsFeed {
    if (!this.feedInstance) {
      this.feedInstance = this.options.createFeed();
      if (!this.stopped) this.timer = setInterval(() => this.tick(), this.options.tickMs);
      void this.settleOrphans();
    }
    return this.feedInstance;
  }

  private leads(): boolean {
    return this.options.isLeader?.() ?? true;
  }

  /** Bets on matches that ended while no leader ran: replay and settle them (also on taking over). */
  settleOrphans(): Promise<void> {
    const feed = this.feed;
    return this.enqueue(async () => {
      for (const gameId of await orphanedGames(this.db, feed)) {
        const done = feed.replay(gameId);
        if (done) await this.settle(done);
      }
    });
  }

  /**
   * Starts the feed at start-up when bets wait for results, so they settle before anyone
   * looks; otherwise the feed waits for its first caller (a server or test that never
   * shows sports pays nothing for it).
   */
  async warmStart(): Promise<void> {
    const open = await this.db.query(
      `SELECT 1 FROM sport_bets WHERE status IN ('pending', 'accepted') LIMIT 1`,
    );
    if (open.length > 0 && !this.stopped) void this.feed;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.timer = null;
  }

  /** Decides tickets right when a delay ends, not at the next tick. */
  decideAfter(ms: number): void {
    if (this.stopped) return;
    const t = setTimeout(() => {
      this.timers.delete(t);
      void this.enqueue(() => this.decideTickets());
    }, ms + 20);
    t.unref();
    this.timers.add(t);
  }

  /** Runs `job` after every earlier database job of the book; errors are logged, never thrown. */
  enqueue(job: () => Promise<void>): Promise<void> {
    this.queue = this.queue
      .then(job)
      .catch((error: unknown) => this.options.log(error, 'sportsbook job failed'));
    return this.queue;
  }

  tick(): void {
    if (this.stopped) return;
    const feed = this.feed;
    const finished = feed.tick();
    if (!this.leads()) {
      feed.takeBatch(scoreOf); // a follower's copy moves on; the leader's batch is the one pushed
      return;
    }
    this.flush();
    for (const done of finished) {
      this.options.events?.finished?.(done);
      void this.enqueue(() => this.settle(done));
    }
    void this.enqueue(() => this.decideTickets());
  }

  /** Sends what changed since the last batch. */
  flush(): void {
    const feed = this.feed;
    const batch = feed.takeBatch(scoreOf);
    if (batch && batch.scores.length > 0) this.options.events?.scores?.(batch.scores);
    if (batch)
      this.push.broadcast(
        batch,
        (id) => feed.matches.get(id)?.sport ?? (feed.outrights.has(id) ? 'FS' : undefined),
      );
  }

  async settle(done: Finished): Promise<void> {
    if (this.stopped || !this.leads()) return;
    for (const s of await settleFinished(this.db, done))
      this.push.toMember(s.memberId, sports.SportsMsg.SETTLED, s.push);
  }

  async decideTickets(): Promise<void> {
    if (this.stopped || !this.leads()) return;
    for (const d of await decideDueTickets(this.db, this.feed, Date.now()))
      this.push.toMember(d.memberId, sports.SportsMsg.TICKET, d.push);
  }
}
