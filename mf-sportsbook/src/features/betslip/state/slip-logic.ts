import { t } from '@site/shared/i18n';
import { selectionBlockedMessage } from '@site/shared/validation';
import type { OddsFormat } from '@site/shared/session';
import type { PlacementState, SelectOutcome, SlipSelection, SlipState } from './slip-types';

/** The pure bet slip rules of SPEC §4 and §5. Every function returns a new state. */

export const initialSlip: SlipState = {
  selections: [],
  multiple: false,
  series: false,
  autoAccept: true,
  stakes: {},
  placement: { status: 'idle' },
};

/** An order still in its pending delay blocks every new pick (SPEC §4). */
export function isOrderPending(placement: PlacementState): boolean {
  return placement.status === 'submitting' || placement.status === 'pending';
}

/** Series mode marks picks that share a match with another pick invalid; outside it none is. */
function markInvalid(selections: SlipSelection[], series: boolean): SlipSelection[] {
  const perMatch = new Map<string, number>();
  for (const s of selections) perMatch.set(s.gameInfo.gameId, (perMatch.get(s.gameInfo.gameId) ?? 0) + 1);
  return selections.map((s) => {
    const isInvalid = series && (perMatch.get(s.gameInfo.gameId) ?? 0) > 1;
    return s.isInvalid === isInvalid ? s : { ...s, isInvalid };
  });
}

function withSelections(state: SlipState, selections: SlipSelection[]): SlipState {
  const marked = markInvalid(selections, state.series);
  // SPEC §4: in series mode, more than one pick switches multiple mode on.
  const multiple = state.multiple || (state.series && marked.length > 1);
  return { ...state, selections: marked, multiple };
}

/**
 * The player clicks an odds cell (SPEC §4 and §5), in this order: a pending order blocks;
 * the same pick again removes it; champion and normal picks never mix (the new kind
 * clears the other) and champion turns series off; single mode keeps only the new pick;
 * outside series mode a pick replaces others from its match (in series mode they stay,
 * marked invalid); more than 10 picks are refused.
 */
export function selectPick(
  state: SlipState,
  pick: SlipSelection,
): { state: SlipState; outcome: SelectOutcome } {
  const pending = isOrderPending(state.placement);
  if (pending) {
    return {
      state,
      outcome: { kind: 'blocked', message: selectionBlockedMessage(state.selections.length, true) ?? '' },
    };
  }
  if (state.selections.some((s) => s.key === pick.key)) {
    return { state: removePick(state, pick.key), outcome: { kind: 'removed' } };
  }
  let next = state.selections.filter((s) => s.kind === pick.kind);
  const series = pick.kind === 'champion' ? false : state.series;
  // In series mode picks accumulate even before multiple mode is on (it turns on at two).
  if (!state.multiple && !series) next = [];
  if (!series) next = next.filter((s) => s.gameInfo.gameId !== pick.gameInfo.gameId);
  const blocked = selectionBlockedMessage(next.length, false);
  if (blocked) return { state, outcome: { kind: 'blocked', message: blocked } };
  const added = { ...pick, bettingData: { active: false, ticket_id: null }, isInvalid: false };
  const base = { ...state, series, placement: settledPlacement(state.placement) };
  return { state: withSelections(base, [...next, added]), outcome: { kind: 'added' } };
}

/** A finished placement's banner goes once the player starts a new slip. */
function settledPlacement(placement: PlacementState): PlacementState {
  return placement.status === 'accepted' || placement.status === 'rejected' ? { status: 'idle' } : placement;
}

export function removePick(state: SlipState, key: string): SlipState {
  return withSelections(
    state,
    state.selections.filter((s) => s.key !== key),
  );
}

export function clearSlip(state: SlipState): SlipState {
  return { ...state, selections: [], stakes: {}, placement: settledPlacement(state.placement) };
}

/** Multiple mode off keeps only the last pick, and series (a kind of multiple) goes off with it. */
export function setMultiple(state: SlipState, on: boolean): SlipState {
  if (on) return { ...state, multiple: true };
  const last = state.selections.at(-1);
  return withSelections({ ...state, multiple: false, series: false }, last ? [last] : []);
}

/**
 * Series on marks same-match picks invalid and, with more than one pick, switches
 * multiple mode on; series off keeps the latest pick of each match (a parlay cannot hold two).
 */
export function setSeries(state: SlipState, on: boolean): SlipState {
  if (on) {
    if (state.selections.some((s) => s.kind === 'champion')) return state;
    return withSelections({ ...state, series: true }, state.selections);
  }
  const latestPerMatch = new Map<string, SlipSelection>();
  for (const s of state.selections) latestPerMatch.set(s.gameInfo.gameId, s);
  const kept = state.selections.filter((s) => latestPerMatch.get(s.gameInfo.gameId) === s);
  return withSelections({ ...state, series: false }, kept);
}

export function setAutoAccept(state: SlipState, on: boolean): SlipState {
  return { ...state, autoAccept: on };
}

/** Series mode shows Hong Kong odds whatever the player chose (SPEC §4). */
export function effectiveOddsFormat(state: Pick<SlipState, 'series'>, chosen: OddsFormat): OddsFormat {
  return state.series ? 'H' : chosen;
}

/**
 * New odds for picks on the slip (live feed). With automatic acceptance they are taken
 * as they come; without it the pick keeps a rise/fall mark until the player accepts.
 */
export function applyOdds(state: SlipState, odds: ReadonlyMap<string, number>): SlipState {
  let touched = false;
  const selections: SlipSelection[] = state.selections.map((s) => {
    const next = odds.get(s.key);
    if (next === undefined || next === s.oddInfo.odds) return s;
    touched = true;
    const changed: 'up' | 'down' | null = state.autoAccept
      ? null
      : next > s.orderData.pickedOdds
        ? 'up'
        : 'down';
    const pickedOdds = state.autoAccept ? next : s.orderData.pickedOdds;
    return { ...s, oddInfo: { ...s.oddInfo, odds: next }, orderData: { pickedOdds, changed } };
  });
  return touched ? { ...state, selections } : state;
}

/**
 * The server refused the slip as it was (placement answered oddsChanged): closed picks
 * leave, the others take the new odds and line and wait for the player to accept them.
 */
export function applyChanges(
  state: SlipState,
  changes: readonly { selectionId: string; odds: number; line: number | null; closed: boolean }[],
): SlipState {
  const byId = new Map(changes.map((c) => [c.selectionId, c]));
  const selections: SlipSelection[] = state.selections
    .filter((s) => !byId.get(s.key)?.closed)
    .map((s) => {
      const c = byId.get(s.key);
      if (!c) return s;
      const changed: 'up' | 'down' = c.odds < s.orderData.pickedOdds ? 'down' : 'up';
      return {
        ...s,
        oddInfo: { ...s.oddInfo, odds: c.odds, line: c.line },
        orderData: { pickedOdds: s.orderData.pickedOdds, changed },
      };
    });
  return withSelections({ ...state, placement: { status: 'oddsChanged' } }, selections);
}

/** The player accepts the current odds of every pick. */
export function acceptOdds(state: SlipState): SlipState {
  const selections = state.selections.map((s) =>
    s.orderData.changed ? { ...s, orderData: { pickedOdds: s.oddInfo.odds, changed: null } } : s,
  );
  const placement: PlacementState =
    state.placement.status === 'oddsChanged' ? { status: 'idle' } : state.placement;
  return { ...state, selections, placement };
}

export function hasUnacceptedOdds(state: SlipState): boolean {
  return state.selections.some((s) => s.orderData.changed !== null);
}

export function setStake(state: SlipState, key: string, text: string): SlipState {
  return { ...state, stakes: { ...state.stakes, [key]: text } };
}

export function setPlacement(state: SlipState, placement: PlacementState): SlipState {
  const pendingIds = placement.status === 'pending' ? placement.ticketIds : [];
  const active = placement.status === 'pending' || placement.status === 'submitting';
  const selections = state.selections.map((s) => ({
    ...s,
    bettingData: {
      active,
      ticket_id: active ? (pendingIds[0] ?? s.bettingData.ticket_id) : s.bettingData.ticket_id,
    },
  }));
  // An accepted order empties the slip; a refusal keeps it so the player can try again.
  if (placement.status === 'accepted') return { ...state, selections: [], stakes: {}, placement };
  return { ...state, selections, placement };
}

/** Why the slip cannot be placed now, or null: shown beside the disabled button. */
export function placeBlockedReason(state: SlipState): string | null {
  if (state.selections.length === 0) return t('sports.slip.empty');
  if (isOrderPending(state.placement)) return t('validation.orderPending');
  if (state.selections.some((s) => s.isInvalid)) return t('sports.slip.sameMatchInvalid');
  if (hasUnacceptedOdds(state)) return t('sports.slip.acceptOddsFirst');
  // A series slip left with one pick is not blocked: it places as a single (betTypeOf).
  return null;
}
