import { formatOdds, oddsFormatForPlay, type OddsFormat } from './odds';

/**
 * One pick as every sportsbook screen prints it (issue 28 item 6): the board, the slip, 我的注单
 * and the member area's bet record all go through `formatPick`, so a line or an odds figure
 * cannot read one way on the board and another on the ticket.
 */

/** Plays whose line is a handicap given by the home side (read from the picked side). */
const HANDICAP_PLAYS: ReadonlySet<string> = new Set(['R', 'HR']);

/** What a pick is, in the fields the feed, the slip and a ticket leg all carry. */
export interface PickFields {
  /** Play code (R, OU, M, EO, HR, HOU, CH ...). */
  w: string;
  /** Name of the play: 让球, 大小, 独赢 ... */
  playName: string;
  /** Selection code within the play (H, C, N, O, U, E ...). */
  r: string;
  /** Name of the selection: a team, 大 / 小, 和局, 单 / 双. */
  selectionName: string;
  /** The market's line (handicap: the HOME side's), null for plays without one. */
  line: number | null;
  /** Hong Kong odds (the server's format). */
  odds: number;
}

/** A pick as text, in its parts and whole. */
export interface PickText {
  /** 大小 */
  market: string;
  /** 大 2.5/3, 阿森纳 -0.5/1, 和局 */
  selection: string;
  /** The line alone in board notation (+0/0.5, 2.5/3), null without one. */
  line: string | null;
  /** The odds in the format they are shown in: 1.95 */
  odds: string;
  /** That format (1X2 and outrights print decimal whatever is chosen: `oddsFormatForPlay`). */
  format: OddsFormat;
  /** 大小 大 2.5/3 @1.95 */
  text: string;
}

/**
 * A line the way Chinese books print it: a quarter line as the two lines a stake splits
 * over (0.25 -> 0/0.5, 2.75 -> 2.5/3, -0.75 -> -0.5/1), any other as is (-1.5, 2).
 */
export function lineText(value: number): string {
  const abs = Math.abs(value);
  const quarter = Math.round((abs % 0.5) * 100) === 25;
  const text = quarter ? `${abs - 0.25}/${abs + 0.25}` : String(abs);
  return value < 0 ? `-${text}` : text;
}

/**
 * The line of a pick as the picked side reads it: a handicap signed from that side (home
 * -0.75 is away +0.5/1), a total unsigned; null when the play has no line.
 */
export function pickLineText(w: string, r: string, line: number | null): string | null {
  if (line === null) return null;
  if (!HANDICAP_PLAYS.has(w)) return lineText(line);
  const own = r === 'C' ? -line : line;
  return `${own > 0 ? '+' : ''}${lineText(own)}`;
}

/**
 * Hong Kong odds of a pick of play `w` as shown to a player who chose `chosen` (pass the
 * slip's effective format: H while series is on, SPEC §4).
 * @throws {RangeError} when `hk` is not a finite number above 0.
 */
export function formatPickOdds(hk: number, w: string, chosen: OddsFormat): string {
  return formatOdds(hk, oddsFormatForPlay(w, chosen));
}

/**
 * A pick as text: market name, selection with its line in board notation, odds in the
 * player's format (`chosen`, already H while series is on).
 * @throws {RangeError} when `pick.odds` is not a finite number above 0.
 */
export function formatPick(pick: PickFields, chosen: OddsFormat): PickText {
  const line = pickLineText(pick.w, pick.r, pick.line);
  const selection = line === null ? pick.selectionName : `${pick.selectionName} ${line}`;
  const format = oddsFormatForPlay(pick.w, chosen);
  const odds = formatOdds(pick.odds, format);
  return {
    market: pick.playName,
    selection,
    line,
    odds,
    format,
    text: `${pick.playName} ${selection} @${odds}`,
  };
}

/**
 * The format a parlay's combined odds are shown in: the chosen one, except Malay, which
 * above 1 prints as a small negative figure (a 14.48 parlay as -0.07): Hong Kong there.
 */
export function parlayOddsFormat(chosen: OddsFormat): OddsFormat {
  return chosen === 'M' ? 'H' : chosen;
}

/**
 * The combined odds of a parlay of Hong Kong `legs` (Π(H + 1) − 1, rounded once, at display)
 * as text in `parlayOddsFormat(chosen)`; a single leg prints as that pick does (play `w`).
 * @throws {RangeError} when there is no leg or a leg's odds are not a finite number above 0.
 */
export function formatCombinedOdds(legs: readonly { w: string; odds: number }[], chosen: OddsFormat): string {
  const [first] = legs;
  if (!first) throw new RangeError('combined odds need at least one leg');
  if (legs.length === 1) return formatPickOdds(first.odds, first.w, chosen);
  for (const leg of legs) {
    if (!Number.isFinite(leg.odds) || leg.odds <= 0)
      throw new RangeError(`Hong Kong odds must be > 0: ${leg.odds}`);
  }
  const decimal = legs.reduce((acc, leg) => acc * (leg.odds + 1), 1);
  return formatOdds(decimal - 1, parlayOddsFormat(chosen));
}
