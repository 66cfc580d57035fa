import { pick, type Rng } from '../../games/rng';

/**
 * The demo slot: 5 reels × 3 rows, 5 paylines, wins paid left to right as a multiple of
 * the whole stake. Like a real slot's outcome table, a spin first draws its prize from a
 * table whose expected value is the configured RTP, then lays out reels that show exactly
 * that prize; what is paid is always what the reels show (`evaluate`).
 */
export const SYMBOLS = ['龙', '凤', '福', '禄', '寿', '喜', '财', '金'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** Pay in tenths of the stake for 3, 4 and 5 of a kind. */
export const PAYTABLE: Record<SlotSymbol, readonly [number, number, number]> = {
  龙: [50, 200, 1000],
  凤: [40, 150, 600],
  福: [30, 100, 400],
  禄: [20, 60, 250],
  寿: [15, 40, 150],
  喜: [10, 30, 100],
  财: [5, 20, 80],
  金: [5, 10, 50],
};

/** Rows per reel of each payline: middle, top, bottom, V, inverted V. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
];

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** Fen. */
  win: number;
}

/** reels[r][row]. */
export type Grid = SlotSymbol[][];

/** The line wins a grid shows, for a stake in fen (floored to whole fen). */
export function evaluate(grid: Grid, stakeFen: number): LineWin[] {
  const wins: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const first = grid[0]?.[rows[0]!];
    if (!first) return;
    let count = 1;
    while (count < 5 && grid[count]?.[rows[count]!] === first) count++;
    if (count >= 3)
      wins.push({
        line: line + 1,
        symbol: first,
        count,
        win: Math.floor((stakeFen * PAYTABLE[first][count - 3]!) / 10),
      });
  });
  return wins;
}

interface Outcome {
  symbol: SlotSymbol;
  count: number;
  /** Tenths of the stake. */
  pay: number;
  probability: number;
}

/**
 * The outcome table for an RTP (0.96 = 96 %): every (symbol, count) prize, each weighted to
 * give the same share of the return (so big prizes are rare), scaled to the RTP; the rest
 * of the probability is "no win".
 */
export function outcomeTable(rtp: number): Outcome[] {
  const prizes = SYMBOLS.flatMap((symbol) =>
    PAYTABLE[symbol].map((pay, i) => ({ symbol, count: i + 3, pay })),
  );
  const share = rtp / prizes.length;
  const table = prizes.map((p) => ({ ...p, probability: share / (p.pay / 10) }));
  const hit = table.reduce((s, o) => s + o.probability, 0);
  if (!(rtp > 0) || hit >= 1) throw new Error(`RTP ${rtp} cannot be built from the paytable`);
  return table;
}

/** The return the table promises (tests check it equals the configured RTP). */
export function expectedReturn(table: readonly Outcome[]): number {
  return table.reduce((s, o) => s + (o.probability * o.pay) / 10, 0);
}

function drawOutcome(rng: Rng, table: readonly Outcome[]): Outcome | null {
  let x = rng();
  for (const o of table) {
    if (x < o.probability) return o;
    x -= o.probability;
  }
  return null;
}

function randomGrid(rng: Rng): Grid {
  return Array.from({ length: 5 }, () =>
    Array.from({ length: 3 }, () => SYMBOLS[pick(rng, SYMBOLS.length)]!),
  );
}

/** A grid that shows exactly `outcome` on the middle line and nothing else, when one is found. */
function layout(rng: Rng, outcome: Outcome | null, stakeFen: number): Grid {
  const target = outcome ? Math.floor((stakeFen * outcome.pay) / 10) : 0;
  let grid = randomGrid(rng);
  for (let attempt = 0; attempt < 40; attempt++) {
    grid = randomGrid(rng);
    if (outcome) {
      for (let r = 0; r < outcome.count; r++) grid[r]![1] = outcome.symbol;
      if (outcome.count < 5 && grid[outcome.count]![1] === outcome.symbol) continue;
    }
    const wins = evaluate(grid, stakeFen);
    const shown = wins.reduce((s, w) => s + w.win, 0);
    if (shown === target && wins.length === (outcome ? 1 : 0)) return grid;
  }
  return grid;
}

const tables = new Map<number, Outcome[]>();

export interface SpinResult {
  grid: Grid;
  lines: LineWin[];
  /** Fen: the sum of the line wins the grid shows. */
  win: number;
}

/** One spin for `stakeFen` at `rtp`, fully decided by `rng`. */
export function spin(rng: Rng, stakeFen: number, rtp: number): SpinResult {
  let table = tables.get(rtp);
  if (!table) tables.set(rtp, (table = outcomeTable(rtp)));
  const outcome = drawOutcome(rng, table);
  const grid = layout(rng, outcome, stakeFen);
  const lines = evaluate(grid, stakeFen);
  return { grid, lines, win: lines.reduce((s, l) => s + l.win, 0) };
}
