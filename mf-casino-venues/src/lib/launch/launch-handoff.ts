import { withoutLaunchCode } from '../../lib/launch-code';

/**
 * What a launch hands to the page it opens. sessionStorage, not memory: the slot host and
 * the game page must survive a reload of their tab, and a new tab must not see another
 * tab's game.
 */
const KEYS = {
  slotContent: 'casino.slotContent',
  embeddedVenue: 'casino.embeddedVenue',
  crtyVenue: 'crtyVenueData',
} as const;

export interface SlotContent {
  enName: string;
  content: string;
  at: number;
  /** The game's name, when the launch knew it (the page's title and tab). */
  gameName?: string;
}

export interface EmbeddedVenue {
  enName: string;
  url: string;
}

function read<T>(key: string, valid: (value: unknown) => value is T): T | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the page then says there is no game and offers a way back.
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isSlot = (v: unknown): v is SlotContent =>
  isRecord(v) &&
  typeof v.enName === 'string' &&
  typeof v.content === 'string' &&
  typeof v.at === 'number' &&
  (v.gameName === undefined || typeof v.gameName === 'string');
const isEmbedded = (v: unknown): v is EmbeddedVenue =>
  isRecord(v) && typeof v.enName === 'string' && typeof v.url === 'string';

export function saveSlotContent(enName: string, content: string, gameName?: string): void {
  write(KEYS.slotContent, {
    enName,
    content,
    at: Date.now(),
    ...(gameName ? { gameName } : {}),
  } satisfies SlotContent);
}

/** The game content the last launch handed to the slot host page, if any. */
export function readSlotContent(): SlotContent | null {
  return read(KEYS.slotContent, isSlot);
}

export function saveEmbeddedVenue(venue: EmbeddedVenue): void {
  write(KEYS.embeddedVenue, venue);
}

/**
 * The venue of the embedded game shown as `url` (for its balance and 转入, and the full
 * link with its launch code for the frame), if this tab launched it.
 */
export function readEmbeddedVenue(url: string): EmbeddedVenue | null {
  const found = read(KEYS.embeddedVenue, isEmbedded);
  return found && withoutLaunchCode(found.url) === withoutLaunchCode(url) ? found : null;
}

/** SPEC §4: CRTY stores its launch data for the local sports page (key read by mf-sportsbook). */
export function saveCrtyVenueData(data: Record<string, unknown>): void {
  write(KEYS.crtyVenue, { ...data, enName: 'CRTY', at: Date.now() });
}

export const HANDOFF_KEYS = KEYS;
