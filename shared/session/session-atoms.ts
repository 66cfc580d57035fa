import { atom } from 'jotai';
import type { BrandManifest, UnreadCounts, UserInfo } from '../contract';
import { flag, oneOf, optionalText, persistedAtom } from './persisted-atom';
import { STORAGE_KEYS } from './storage-keys';

export const EDITIONS = ['classic', 'professional'] as const;
export type Edition = (typeof EDITIONS)[number];

/** E European, H Hong Kong (default), I Indonesian, M Malay (SPEC §3). */
export const ODDS_FORMATS = ['E', 'H', 'I', 'M'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** The member's money in integer fen (STYLE: money is fen in code and storage). */
export interface Balance {
  /** centerWalletBalance of transfer/getBalance, lock money included. */
  center: number;
  lock: number;
  /** Total venue money of category 8. */
  venueTotal: number;
}

/** Login token; null for a guest. Persisted. */
export const tokenAtom = persistedAtom<string | null>(STORAGE_KEYS.token, null, optionalText);

/** Persisted with the token by `setSession`. */
export const userIdAtom = persistedAtom<string | null>(STORAGE_KEYS.userId, null, optionalText);

/** Member JWT of the chat socket. Persisted. */
export const jwtTokenAtom = persistedAtom<string | null>(STORAGE_KEYS.jwtToken, null, optionalText);

/** Logged in exactly when a token is stored (SPEC §4). */
export const isLoggedInAtom = atom((get) => get(tokenAtom) !== null);

export const userInfoAtom = atom<UserInfo | null>(null);

export const balanceAtom = atom<Balance | null>(null);

/** The eight letter counts of site/letter/getUnreadForType; null until first read. */
export const unreadCountsAtom = atom<UnreadCounts | null>(null);

/** The eight counts that make the unread total (SPEC §3). */
export const UNREAD_KEYS = [
  'brnotice_count',
  'bractivity_count',
  'brbulletin_count',
  'brmatch_count',
  'brfd_count',
  'notice_count',
  'activity_count',
  'fd_count',
] as const satisfies readonly (keyof UnreadCounts)[];

/** Sum of the eight unread counts; 0 before they are read. */
export const unreadTotalAtom = atom((get) => {
  const counts = get(unreadCountsAtom);
  return counts ? UNREAD_KEYS.reduce((sum, key) => sum + counts[key], 0) : 0;
});

/** Unread feedback replies, kept apart from the letter total (SPEC §3). */
export const feedbackUnreadAtom = atom(0);

/** Persisted; default classic (SPEC §3). */
export const editionAtom = persistedAtom<Edition>(STORAGE_KEYS.edition, 'classic', oneOf(EDITIONS));

/** Persisted; default Hong Kong. The bet slip forces H while series mode is on. */
export const oddsFormatAtom = persistedAtom<OddsFormat>(STORAGE_KEYS.oddsFormat, 'H', oneOf(ODDS_FORMATS));

/** Persisted as "1" / "0". */
export const hideZeroBalanceAtom = persistedAtom<boolean>(STORAGE_KEYS.hideZeroBalance, false, flag);

/** True while the sport page is the embedded CRTY venue (SPEC §2 guard 4). */
export const venueModeAtom = atom(false);

/** The brand manifest the host booted with; null before it loads. */
export const brandAtom = atom<BrandManifest | null>(null);
