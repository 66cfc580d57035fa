import type { games } from '@site/shared/contract';
import { sessionStore, tokenAtom, brandAtom, type Edition } from '@site/shared/session';
import type { BrandManifest } from '@site/shared/contract';

type VenueInfo = games.VenueInfo;
type Game = games.Game;

export function venue(overrides: Partial<VenueInfo> & Pick<VenueInfo, 'channelCode'>): VenueInfo {
  return {
    enName: overrides.channelCode,
    name: `${overrides.channelCode}场馆`,
    displayEnName: overrides.channelCode,
    category: 'DZ',
    imageUrl: `/img/${overrides.channelCode}.svg`,
    logoUrl: `/img/${overrides.channelCode}-logo.svg`,
    slogan: '精彩不停',
    status: 'open',
    maintenanceMessage: '',
    embedded: true,
    hasGameList: true,
    gameCount: 10,
    hot: false,
    sort: 1,
    ...overrides,
  };
}

export function game(n: number, overrides: Partial<Game> = {}): Game {
  return {
    gameCode: `G${n}`,
    name: `游戏${n}`,
    channelCode: 'PG',
    providerName: 'PG电子',
    category: 'DZ',
    imageUrl: `/img/g${n}.svg`,
    tags: [],
    rtp: '96.50',
    isCollected: false,
    demoKind: 'slot',
    ...overrides,
  };
}

/** `count` games, answered page by page like the server does. */
export function catalogue(count: number): Game[] {
  return Array.from({ length: count }, (_, i) => game(i + 1, i % 7 === 0 ? { tags: ['hot'] } : {}));
}

export function pageAnswer(
  all: Game[],
  payload: { pageNum?: number | undefined; pageSize?: number | undefined },
) {
  const pageNum = payload.pageNum ?? 1;
  const pageSize = payload.pageSize ?? 10;
  return {
    list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: all.length,
    pageNum,
    pageSize,
  };
}

export function logIn(): void {
  sessionStore.set(tokenAtom, 'test-token');
}

export function logOut(): void {
  sessionStore.set(tokenAtom, null);
}

export function setBrand(embeddedGameSwitch: 0 | 1, edition: Edition = 'classic'): void {
  const brand: BrandManifest = {
    brand: 'test',
    siteId: '1001',
    title: '测试站',
    hosts: [],
    locale: 'zh-CN',
    defaultEdition: edition,
    theme: { light: {}, dark: {} },
    features: { depositSwitch: 1, safeSwitch: 0, embeddedGameSwitch },
    h5DomainUrl: '',
    remotes: {} as BrandManifest['remotes'],
  };
  sessionStore.set(brandAtom, brand);
}
