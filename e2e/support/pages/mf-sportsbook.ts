import { expect, type Locator, type Page } from '@playwright/test';

/** mf-sportsbook's CRTY page: the board, its tabs, the bet slip. */
export class Sportsbook {
  constructor(readonly page: Page) {}

  /** Game ids of the board's rows, in order, once it is not loading. */
  async boardGameIds(): Promise<string[]> {
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
    const rows = this.page.locator('[role="row"][data-game-id]');
    return rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-game-id') ?? ''));
  }

  /** Clicks `tab` and waits for the board's snapshot that click asks for. */
  async reloadBy(tab: Locator): Promise<void> {
    const loaded = this.page.waitForResponse((r) => r.url().includes('/sports/snapshot') && r.ok());
    await tab.click();
    await loaded;
  }
}
