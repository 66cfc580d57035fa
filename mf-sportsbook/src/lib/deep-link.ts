import type { sports } from '@site/shared/contract';
import { MARKET_TYPES, SPORT_TYPES } from '@site/shared/contract-core';

/** The local CRTY venue page: the home widget's links and the sportsbook's own route. */
export const SPORT_PAGE = '/game/sport/crty';

/**
 * What a link into the sportsbook asks for (issue 15 item 7): a match to bring into view
 * (with the sport and market type whose board lists it), and maybe one of its selections
 * to put on the slip. Carried in the URL, so it survives the host's route change and tab
 * cache, and no remote imports another.
 */
export interface SportLink {
  gameId: string;
  selectionId?: string | undefined;
  sportType?: sports.SportType | undefined;
  marketType?: sports.MarketType | undefined;
}

const GAME = 'game';
const PICK = 'pick';
const SPORT = 'sport';
const MARKET = 'market';

export function sportLink({ gameId, selectionId, sportType, marketType }: SportLink): string {
  const params = new URLSearchParams({ [GAME]: gameId });
  if (selectionId) params.set(PICK, selectionId);
  if (sportType) params.set(SPORT, sportType);
  if (marketType) params.set(MARKET, marketType);
  return `${SPORT_PAGE}?${params.toString()}`;
}

/** The link's request in these search params (unknown sport or market types dropped), or null. */
export function readSportLink(params: URLSearchParams): SportLink | null {
  const gameId = params.get(GAME);
  if (!gameId) return null;
  return {
    gameId,
    selectionId: params.get(PICK) ?? undefined,
    sportType: oneOf(SPORT_TYPES, params.get(SPORT)),
    marketType: oneOf(MARKET_TYPES, params.get(MARKET)),
  };
}

/** `value` when it is one of `codes`, else undefined. */
function oneOf<T extends string>(codes: readonly T[], value: string | null): T | undefined {
  return codes.find((code) => code === value);
}
