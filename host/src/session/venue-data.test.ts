import { games } from '@site/shared/contract';
import { sessionStore, tokenAtom } from '@site/shared/session';
import { answer, callsTo, resetFakeApi } from '@site/shared/testing';
import { crtyVenueDataAtom, ensureCrtyVenueData } from './venue-data';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const launched = {
  url: '/game/sport/crty',
  form: 'path',
  embedded: true,
  channelCode: 'CRTY',
  gameCode: '',
  autoTransferred: '0.00',
  venueBalance: '0.00',
};

describe('ensureCrtyVenueData (guard 4)', () => {
  beforeEach(() => {
    resetFakeApi();
    sessionStorage.clear();
    sessionStore.set(crtyVenueDataAtom, null);
  });

  it('launches nothing for a guest (a 6001 would log the site out)', async () => {
    sessionStore.set(tokenAtom, null);
    await ensureCrtyVenueData();
    expect(callsTo(games.launch)).toHaveLength(0);
    expect(sessionStore.get(crtyVenueDataAtom)).toBeNull();
  });

  it('takes the launch hand-off of this tab, else launches CRTY once', async () => {
    sessionStore.set(tokenAtom, 'member-token');
    answer(games.launch, { data: launched });
    await ensureCrtyVenueData();
    await ensureCrtyVenueData();
    expect(callsTo(games.launch)).toHaveLength(1);
    expect(sessionStore.get(crtyVenueDataAtom)).toMatchObject({ enName: 'CRTY', url: '/game/sport/crty' });

    sessionStore.set(crtyVenueDataAtom, null);
    resetFakeApi();
    await ensureCrtyVenueData();
    expect(callsTo(games.launch)).toHaveLength(0);
    expect(sessionStore.get(crtyVenueDataAtom)).toMatchObject({ enName: 'CRTY' });
  });
});
