import type { Page } from '@playwright/test';
import { HostShell } from './host';

/** mf-casino-venues: venue lists, the egame / fishing lobby, the game frame. */
export class CasinoVenues {
  readonly shell: HostShell;

  constructor(readonly page: Page) {
    this.shell = new HostShell(page);
  }

  get lobby() {
    return this.shell.slot('mf_casino_venues', './EgamePage');
  }

  get venueList() {
    return this.shell.slot('mf_casino_venues', './VenueListPage');
  }

  gameCards(name?: string) {
    const cards = this.lobby.getByTestId('game-card');
    return name ? cards.filter({ hasText: name }) : cards;
  }

  get venueBalance() {
    return this.page.getByTestId('venue-balance');
  }
}
