import { series as seriesMaths, settlement } from '@site/shared/betting';
import { sports } from '@site/shared/contract';
import type { PickFields } from '@site/shared/format';
import { clampRatio, clampStake } from '@site/shared/validation';
import type { SlipSelection, SlipState } from './slip-types';

/** One stake line of the slip: the single/parlay bet, or one series option. */
export interface StakeLine {
  /** Key in SlipState.stakes. */
  key: string;
  /** Series options: 3串1, 3串4 ...; '' for the main line (the slip names it). */
  label: string;
  option: sports.SeriesOption | null;
  /** Bets the line makes (series: combinations), 1 otherwise. */
  combos: number;
  /** Most the stake field takes (per bet / per combination), fen. */
  maxFen: number;
}

export const MAIN_STAKE = 'main';
export const seriesStakeKey = (option: sports.SeriesOption) => `series:${option}`;

export function betTypeOf(state: Pick<SlipState, 'selections' | 'series' | 'multiple'>): sports.BetType {
  if (state.selections[0]?.kind === 'champion') return 'champion';
  if (state.series && state.selections.length >= 2) return 'series';
  return state.selections.length >= 2 ? 'parlay' : 'single';
}

const minMax = (selections: readonly SlipSelection[]) => Math.min(...selections.map((s) => s.maxStakeFen));

/** The stake lines the slip shows for its current mode. */
export function stakeLines(state: Pick<SlipState, 'selections' | 'series' | 'multiple'>): StakeLine[] {
  const { selections } = state;
  if (selections.length === 0) return [];
  const type = betTypeOf(state);
  if (type === 'series') {
    return seriesMaths.seriesOptions(selections.length).map((choice) => ({
      key: seriesStakeKey(choice.option),
      label: choice.label,
      option: choice.option,
      combos: choice.combos,
      maxFen: Math.min(sports.STAKE_LIMITS.seriesUnitMaxFen, minMax(selections)),
    }));
  }
  const maxFen =
    type === 'parlay' ? Math.min(sports.STAKE_LIMITS.parlayMaxFen, minMax(selections)) : minMax(selections);
  return [{ key: MAIN_STAKE, label: '', option: null, combos: 1, maxFen }];
}

/**
 * The stake field after typing (SPEC §5): non-numeric gives empty; above the line's
 * maximum or what the balance covers (for a series line: balance / combinations) it
 * becomes the lower of the two, floored to whole yuan.
 */
export function clampLineStake(input: string, line: StakeLine, balanceFen: number): string {
  return clampStake(input, line.maxFen, Math.floor(balanceFen / line.combos));
}

const toFen = (text: string): number => {
  const n = Number(text);
  return text.trim() === '' || !Number.isFinite(n) ? 0 : Math.round(n * 100);
};

export interface SlipTotals {
  /** Stake of every bet together, fen. */
  stakeFen: number;
  /** Largest possible win (payout minus stake), fen. */
  winFen: number;
  /** Bets placed. */
  bets: number;
}

/** A slip pick in the fields of the shared pick formatter (`formatPick`). */
export function slipPickFields(s: SlipSelection): PickFields {
  return {
    w: s.playInfo.w,
    playName: s.playInfo.name,
    r: s.oddInfo.r,
    selectionName: s.oddInfo.name,
    line: s.oddInfo.line,
    odds: s.oddInfo.odds,
  };
}

/**
 * Win of one line at stake `text`, fen: the largest return minus the stake, by the very
 * function the server records on the ticket (settlement.maxPayoutFen: integer fen, floored
 * once at the end), so the slip's 可赢 and the ticket's never differ by a fen. A parlay at
 * 0.30 / 2.11 / 2.83 for 10: 144.84 on both (stake × the rounded combined odds said 144.85).
 * Series: every combination winning.
 */
export function lineWinFen(line: StakeLine, text: string, selections: readonly SlipSelection[]): number {
  const unit = toFen(text);
  if (unit <= 0 || selections.length === 0) return 0;
  const payout = settlement.maxPayoutFen(
    unit,
    selections.map((s) => s.oddInfo.odds),
    line.option,
  );
  // Winnings never show below 0 (SPEC §5 ratio clamp).
  return clampRatio(payout - unit * line.combos);
}

export function slipTotals(
  state: Pick<SlipState, 'selections' | 'series' | 'multiple' | 'stakes'>,
): SlipTotals {
  let stakeFen = 0;
  let winFen = 0;
  let bets = 0;
  for (const line of stakeLines(state)) {
    const text = state.stakes[line.key] ?? '';
    const unit = toFen(text);
    if (unit <= 0) continue;
    stakeFen += unit * line.combos;
    winFen += lineWinFen(line, text, state.selections);
    bets += line.combos;
  }
  return { stakeFen, winFen, bets };
}
