import type { Page } from '@playwright/test';
import { HostShell } from './host';

/** mf-chat: the chat widget the host mounts once. */
export class Chat {
  readonly shell: HostShell;

  constructor(readonly page: Page) {
    this.shell = new HostShell(page);
  }

  get widget() {
    return this.shell.slot('mf_chat', './ChatWidget');
  }
}
