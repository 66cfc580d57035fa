import { atom } from 'jotai';
import { sessionStore } from '@site/shared/session';

/**
 * Data of the embedded CRTY sports venue (SPEC §2 guard 4: loaded if missing when the
 * sports venue page opens). The venue launch call arrives with the casino issue; until
 * then the mark alone tells the sports page it is the local venue.
 */
export const crtyVenueDataAtom = atom<Record<string, unknown> | null>(null);

export async function ensureCrtyVenueData(): Promise<void> {
  if (sessionStore.get(crtyVenueDataAtom)) return;
  sessionStore.set(crtyVenueDataAtom, { enName: 'CRTY', loadedAt: Date.now() });
}
