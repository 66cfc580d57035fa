import { atom } from 'jotai';
import { request } from '@site/shared/api';
import { games } from '@site/shared/contract-core';
import { isLoggedInAtom, sessionStore } from '@site/shared/session';

export type CrtyVenueData = Record<string, unknown> & { enName: string };

/** Where a CRTY launch from the casino remote leaves its answer (mf-casino-venues launch-handoff). */
const HANDOFF_KEY = 'crtyVenueData';

/**
 * Data of the embedded CRTY sports venue (SPEC §2 guard 4, §4: "Venue CRTY stores data and
 * goes to the local sports page"). Opening the sports page directly (a bookmark, a reload)
 * has no launch behind it, so the data is loaded then: from the launch's hand-off in this
 * tab, else by launching CRTY, which answers the local path and the venue's balance.
 */
export const crtyVenueDataAtom = atom<CrtyVenueData | null>(null);

function handedOff(): CrtyVenueData | null {
  try {
    const raw = window.sessionStorage.getItem(HANDOFF_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' && (value as { enName?: unknown }).enName === 'CRTY'
      ? (value as CrtyVenueData)
      : null;
  } catch {
    return null;
  }
}

/** Never throws: the sports page works without the data (the mark alone makes it the local venue). */
export async function ensureCrtyVenueData(): Promise<void> {
  if (sessionStore.get(crtyVenueDataAtom)) return;
  const stored = handedOff();
  if (stored) {
    sessionStore.set(crtyVenueDataAtom, stored);
    return;
  }
  // A guest has nothing to launch (and a 6001 would log the whole site out): the page's
  // own login guard deals with them.
  if (!sessionStore.get(isLoggedInAtom)) return;
  try {
    const answer = await request(games.launch, { enName: 'CRTY' });
    const data: CrtyVenueData = { ...answer, enName: 'CRTY', at: Date.now() };
    sessionStore.set(crtyVenueDataAtom, data);
    window.sessionStorage.setItem(HANDOFF_KEY, JSON.stringify(data));
  } catch {
    // A failed launch leaves the mark only; the page itself shows the feed.
  }
}
