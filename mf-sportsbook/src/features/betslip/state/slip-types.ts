import type { sports } from '@site/shared/contract';

/** A board play or a further market's (更多玩法: 波胆, 总进球 ...). */
type PlayType = sports.AnyPlayType;
type SportType = sports.SportType;

/**
 * A bet slip selection with the field names of SPEC §3 (gameInfo, playInfo, oddInfo,
 * championRate, bettingData, orderData, isInvalid), plus what the slip needs to show it.
 */
export interface SlipSelection {
  /** Unique per pick: the snapshot's stable selection id (the odds cell it came from). */
  key: string;
  sportType: SportType;
  /** Champion (outright) picks never share a slip with normal ones (SPEC §4). */
  kind: 'normal' | 'champion';
  gameInfo: { gameId: string; hgid: string; gide: string; team_h: string; team_c: string; league: string };
  /** w: the play type code (handicap, over/under, 1x2 ...); name: its label. */
  playInfo: { w: PlayType; name: string };
  /**
   * r: the selection code within the play; name: the selection's (a team, 大, 和局); odds in
   * Hong Kong format; line of the market (it may move while on the slip); label: name and line
   * as picked. Print a pick with `formatPick` (shared/format), never from these by hand.
   */
  oddInfo: { gameId: string; r: string; name: string; odds: number; label: string; line: number | null };
  /** The market's per-selection maximum stake (SPEC §5 clamp), fen. */
  maxStakeFen: number;
  /** Champion picks only: the outright's rate type. */
  championRate?: { rtype: string };
  /** active while this pick is in a placed order's pending delay (SPEC §4). */
  bettingData: { active: boolean; ticket_id: string | null };
  /** Odds the player saw when picking, to tell a later change (null: unchanged). */
  orderData: { pickedOdds: number; changed: 'up' | 'down' | null };
  /** Series mode: another pick from the same match (SPEC §4). */
  isInvalid: boolean;
}

/** Where the last placement stands (SPEC §4 pending delay; issue 5 feedback). */
export type PlacementState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'pending'; ticketIds: string[] }
  | { status: 'accepted'; ticketIds: string[] }
  | { status: 'rejected'; reason: string }
  | { status: 'oddsChanged' };

export interface SlipState {
  selections: SlipSelection[];
  /** Multiple (parlay) mode; off keeps only the last selection. */
  multiple: boolean;
  /** Series (system) mode: forces Hong Kong odds. */
  series: boolean;
  /** Accept odds changes without asking (default on). */
  autoAccept: boolean;
  /** Stake text in yuan: 'main' (single, parlay, champion) or per series option ('series:3', 'series:full'). */
  stakes: Record<string, string>;
  placement: PlacementState;
}

/** What a pick attempt did, so the UI can tell the player why nothing happened. */
export type SelectOutcome = { kind: 'added' } | { kind: 'removed' } | { kind: 'blocked'; message: string };
