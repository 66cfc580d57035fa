import type { Page } from '@playwright/test';
import { HostShell } from './host';

/** mf-activities: home banners and notices, activity pages, agent / sponsor / download, help. */
export class Activities {
  readonly shell: HostShell;

  constructor(readonly page: Page) {
    this.shell = new HostShell(page);
  }

  get homeBanners() {
    return this.shell.slotContent('mf_activities', './HomeBanners');
  }

  get agentPage() {
    return this.shell.slotContent('mf_activities', './AgentPage');
  }
}
