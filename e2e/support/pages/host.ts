import type { Page } from '@playwright/test';

/**
 * The host shell: header (login / register, balance, member menu), footer, toasts, and the
 * slots remotes render into (`data-remote-slot` / `data-module`, set by RemoteSlot).
 */
export class HostShell {
  constructor(readonly page: Page) {}

  get header() {
    return this.page.getByRole('banner');
  }

  get footer() {
    return this.page.getByTestId('site-footer');
  }

  get main() {
    return this.page.getByRole('main');
  }

  headerButton(name: '登录' | '注册') {
    return this.header.getByRole('button', { name });
  }

  get balance() {
    return this.page.getByTestId('header-balance');
  }

  /** The balance figure itself, without its label. */
  get balanceAmount() {
    return this.balance.locator('strong');
  }

  get memberMenu() {
    return this.page.getByTestId('member-menu');
  }

  async logOut(): Promise<void> {
    await this.memberMenu.click();
    await this.page.getByRole('menuitem', { name: '退出登录' }).click();
  }

  /** The bottom toast region of the shared UI. */
  get toasts() {
    return this.page.getByRole('region', { name: '消息通知' });
  }

  get notFound() {
    return this.page.getByTestId('not-found');
  }

  /** Fallback cards of remotes that failed to load. */
  get fallbacks() {
    return this.page.locator('[data-remote-fallback]');
  }

  /** The area a remote's module renders into. */
  slot(remote: string, module?: string) {
    const selector = module
      ? `[data-remote-slot="${remote}"][data-module="${module}"]`
      : `[data-remote-slot="${remote}"]`;
    return this.page.locator(selector);
  }

  /** What a slot rendered: its first child (absent while loading or after a failure). */
  slotContent(remote: string, module?: string) {
    return this.slot(remote, module).locator('> *').first();
  }
}
