import { screen } from '@testing-library/react';
import { games } from '@site/shared/contract';
import { answer, callsTo, ok, resetFakeApi } from '@site/shared/testing';
import { fakeLayout } from '../testing/layout';
import { catalogue, logOut, pageAnswer, setBrand, venue } from '../testing/fixtures';
import { renderPage } from '../testing/render';
import EgamePage, { prefetch as prefetchEgame } from './egame-page';
import VenueListPage, { prefetch as prefetchVenues } from './venue-list-page';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const sportsVenues = [venue({ channelCode: 'CRTY', name: '皇冠体育', category: 'TY', sort: 1 })];
const slots = [venue({ channelCode: 'PG', name: 'PG电子', category: 'DZ', sort: 1 })];
const all = catalogue(30);
let restoreLayout: () => void = () => undefined;
afterEach(() => restoreLayout());

beforeEach(() => {
  resetFakeApi();
  restoreLayout = fakeLayout(1160, 300);
  setBrand(1);
  logOut();
  answer(games.getVenueInfoByCategory, ({ category }) =>
    ok({ category, list: category === 'TY' ? sportsVenues : slots }),
  );
  answer(games.gameList, (payload) => ok(pageAnswer(all, payload)));
  answer(
    games.getBonusPools,
    ok({ total: '8888888.00', growthPerSecond: '12.34', serverTime: Date.now(), list: [] }),
  );
});

const target = (props: Record<string, unknown>) => ({ props, params: {}, search: new URLSearchParams() });

describe('casino pages on intent (issue 31)', () => {
  it('体育: prefetches the venue list of its type code; the page then shows it with no call of its own', async () => {
    await prefetchVenues(target({ typeCode: 'TY' }));
    expect(callsTo(games.getVenueInfoByCategory).map((c) => c.payload)).toEqual([{ category: 'TY' }]);
    renderPage(<VenueListPage typeCode="TY" />);
    expect(await screen.findByRole('button', { name: '进入皇冠体育' })).toBeInTheDocument();
    expect(callsTo(games.getVenueInfoByCategory)).toHaveLength(1);
  });

  it('电子: prefetches the providers and the first page of games; the lobby asks for neither again', async () => {
    await prefetchEgame(target({ kind: 'egame' }));
    expect(callsTo(games.getVenueInfoByCategory).map((c) => c.payload)).toEqual([{ category: 'DZ' }]);
    expect(callsTo(games.gameList).map((c) => c.payload)).toEqual([
      { pageNum: 1, pageSize: 100, category: 'DZ' },
    ]);
    renderPage(<EgamePage kind="egame" />);
    expect(await screen.findByText('游戏1')).toBeInTheDocument();
    expect(callsTo(games.getVenueInfoByCategory)).toHaveLength(1);
    expect(callsTo(games.gameList)).toHaveLength(1);
  });

  it('a page opened without intent asks for its data itself', async () => {
    renderPage(<VenueListPage typeCode="TY" />);
    expect(await screen.findByRole('button', { name: '进入皇冠体育' })).toBeInTheDocument();
    expect(callsTo(games.getVenueInfoByCategory)).toHaveLength(1);
  });
});
