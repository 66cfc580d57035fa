import { bus } from '@site/shared/events';
import { launchVenue } from './launch-venue';

const FLAG = Symbol.for('mf_casino_venues.enterVenue');
type Marked = typeof globalThis & { [FLAG]?: boolean };

/**
 * Answers the `enter_venue` bus event with the one launch of this remote. Subscribed once
 * per page, however many exposes (or versions of this remote) load: the flag lives on the
 * global object, so two builds never both launch.
 */
export function listenForEnterVenue(): void {
  const global = globalThis as Marked;
  if (global[FLAG]) return;
  global[FLAG] = true;
  bus.on('enter_venue', ({ enName, gameCode, isActivity }) => {
    void launchVenue({
      enName,
      ...(gameCode === undefined ? {} : { gameCode }),
      ...(isActivity === undefined ? {} : { isActivity }),
    });
  });
}
