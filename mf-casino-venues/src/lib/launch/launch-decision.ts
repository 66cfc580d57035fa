import { pathTo, routePaths } from '@site/shared/routes';
import { withoutLaunchCode } from '../../lib/launch-code';

/** The sports venue the site hosts itself (SPEC §4: CRTY goes to the local sports page). */
export const CRTY = 'CRTY';

/**
 * Venues whose full-link games always open in a new window even when the brand embeds
 * games (SPEC §4 names three exempt venues without naming them): BBIN and EVO live tables
 * (their video players want a top-level window for autoplay with sound and fullscreen)
 * and MG slots (its vendor pages refuse to be framed). The platform says the same per
 * launch (`embedded: false`); this list keeps a wrong answer from framing them.
 */
export const EMBED_EXEMPT_VENUES: ReadonlySet<string> = new Set(['BBIN', 'EVO', 'MG']);

/** Where a launched venue goes (SPEC §4 venue launch, line by line). */
export type LaunchAction =
  /** CRTY: its data is stored and the local sports page opens. */
  | { kind: 'crty'; path: string }
  /**
   * A full link, embedded: the game page /game/:info with the URL encoded, minus its
   * one-time launch code (the frame gets the full `url` through the launch hand-off).
   */
  | { kind: 'embedded'; path: string; url: string }
  /** A full link in a new window (switch off, or an exempt venue). */
  | { kind: 'window'; url: string }
  /** A url starting with a slash: opened on the site origin (a new window). */
  | { kind: 'origin'; url: string }
  /** Anything else is game content, shown on the slot host page. */
  | { kind: 'content'; path: string; content: string }
  /** Nothing to open: the venue answered without a url. */
  | { kind: 'empty' };

export interface LaunchDecisionInput {
  enName: string;
  /** `url` of the launch answer. */
  url: string;
  /** The brand's embedded-games switch (features.embeddedGameSwitch === 1). */
  embeddedGames: boolean;
  /** The site origin, e.g. https://www.example.com. */
  origin: string;
  /** The venue's own word (launch answer `embedded`): false keeps it out of frames too. */
  venueEmbeds?: boolean;
}

const FULL_LINK = /^https?:\/\//i;

/** The slot host page of a venue: PG has its own (/pg/game), every other vendor /dz/game. */
export function slotHostPathOf(enName: string): string {
  return enName.toUpperCase() === 'PG' ? routePaths.pgGame : routePaths.dzGame;
}

/** Whether a full link of this venue would open embedded (used to pre-open a window in time). */
export function embedsFullLinks(enName: string, embeddedGames: boolean, venueEmbeds = true): boolean {
  return embeddedGames && venueEmbeds && !EMBED_EXEMPT_VENUES.has(enName.toUpperCase());
}

/** SPEC §4 venue launch as a pure function: the answer's url in, what to do out. Never throws. */
export function decideLaunch({
  enName,
  url,
  embeddedGames,
  origin,
  venueEmbeds = true,
}: LaunchDecisionInput): LaunchAction {
  const code = enName.toUpperCase();
  if (code === CRTY) return { kind: 'crty', path: pathTo('localSport', { enName: code.toLowerCase() }) };
  const target = url.trim();
  if (target === '') return { kind: 'empty' };
  if (FULL_LINK.test(target)) {
    return embedsFullLinks(code, embeddedGames, venueEmbeds)
      ? { kind: 'embedded', path: pathTo('game', { info: withoutLaunchCode(target) }), url: target }
      : { kind: 'window', url: target };
  }
  // Joined to the origin, even `//host/x` stays a path on this site.
  if (target.startsWith('/')) return { kind: 'origin', url: `${origin.replace(/\/+$/, '')}${target}` };
  return { kind: 'content', path: slotHostPathOf(code), content: target };
}
