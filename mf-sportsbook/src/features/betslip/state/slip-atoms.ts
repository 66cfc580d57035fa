import { atom } from 'jotai';
import { oddsFormatAtom, type OddsFormat } from '@site/shared/session';
import * as slip from './slip-logic';
import type { PlacementState, SelectOutcome, SlipSelection, SlipState } from './slip-types';

/** The bet slip: one atom of SlipState, changed only through the write atoms below. */
export const slipAtom = atom<SlipState>(slip.initialSlip);

/** Click on an odds cell; returns what happened (a blocked pick carries its message). */
export const selectPickAtom = atom(null, (get, set, pick: SlipSelection): SelectOutcome => {
  const { state, outcome } = slip.selectPick(get(slipAtom), pick);
  set(slipAtom, state);
  return outcome;
});

export const removePickAtom = atom(null, (get, set, key: string) =>
  set(slipAtom, slip.removePick(get(slipAtom), key)),
);
export const clearSlipAtom = atom(null, (get, set) => set(slipAtom, slip.clearSlip(get(slipAtom))));
export const multipleAtom = atom(
  (get) => get(slipAtom).multiple,
  (get, set, on: boolean) => set(slipAtom, slip.setMultiple(get(slipAtom), on)),
);
export const seriesAtom = atom(
  (get) => get(slipAtom).series,
  (get, set, on: boolean) => set(slipAtom, slip.setSeries(get(slipAtom), on)),
);
export const autoAcceptAtom = atom(
  (get) => get(slipAtom).autoAccept,
  (get, set, on: boolean) => set(slipAtom, slip.setAutoAccept(get(slipAtom), on)),
);
export const setStakeAtom = atom(null, (get, set, key: string, text: string) =>
  set(slipAtom, slip.setStake(get(slipAtom), key, text)),
);
export const placementAtom = atom(
  (get) => get(slipAtom).placement,
  (get, set, placement: PlacementState) => set(slipAtom, slip.setPlacement(get(slipAtom), placement)),
);
export const applySlipOddsAtom = atom(null, (get, set, odds: ReadonlyMap<string, number>) =>
  set(slipAtom, slip.applyOdds(get(slipAtom), odds)),
);
export const acceptOddsAtom = atom(null, (get, set) => set(slipAtom, slip.acceptOdds(get(slipAtom))));

/** The odds format every odds figure is shown in: the player's, or H while series is on. */
export const displayOddsFormatAtom = atom<OddsFormat>((get) =>
  slip.effectiveOddsFormat(get(slipAtom), get(oddsFormatAtom)),
);

/** Keys on the slip, for highlighting the chosen odds cells. */
export const pickedKeysAtom = atom((get) => new Set(get(slipAtom).selections.map((s) => s.key)));
