import { games } from '@site/shared/contract';
import { bus } from '@site/shared/events';
import { answer, callsTo, ok, resetFakeApi } from '@site/shared/testing';
import { logIn, setBrand } from '../../testing/fixtures';
import { listenForEnterVenue } from './enter-venue';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

describe('enter_venue', () => {
  it('launches through the one launch, once however often the listener is set up', async () => {
    resetFakeApi();
    logIn();
    setBrand(1);
    answer(
      games.launch,
      ok({
        url: '<html></html>',
        form: 'html',
        embedded: true,
        channelCode: 'PG',
        gameCode: 'G1',
        autoTransferred: '0.00',
        venueBalance: '0.00',
      }),
    );
    listenForEnterVenue();
    listenForEnterVenue();
    bus.emit('enter_venue', { enName: 'PG', gameCode: 'G1' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(games.launch).map((c) => c.payload)).toEqual([{ enName: 'PG', gameCode: 'G1' }]);
    expect(window.location.pathname).toBe('/pg/game');
  });
});
