import { expect, type Locator, type Page } from '@playwright/test';
import { HostShell } from './host';

/** mf-auth's modal: login / register tabs, password recovery, the captchas. */
export class AuthModal {
  readonly shell: HostShell;

  constructor(readonly page: Page) {
    this.shell = new HostShell(page);
  }

  /** The login / register dialog (it has the 登录 tab). */
  get dialog() {
    return this.page.getByRole('dialog').filter({ has: this.page.getByRole('tab', { name: '登录' }) });
  }

  /** Whichever auth dialog is up (recovery has no tabs). */
  get anyDialog() {
    return this.page.getByRole('dialog').first();
  }

  async open(tab: '登录' | '注册'): Promise<void> {
    await this.shell.headerButton(tab).click();
  }

  async fillCredentials(name: string, password: string, within = this.dialog): Promise<void> {
    await within.getByLabel('用户名').fill(name);
    await within.getByLabel('密码', { exact: true }).fill(password);
  }

  submitButton(name: '登录' | '注册', within = this.dialog) {
    return within.getByRole('button', { name, exact: true });
  }

  /** The e2e server runs with CAPTCHA_MODE=test: any slider position passes. */
  async passSlider(): Promise<void> {
    const handle = this.page.getByRole('slider');
    await expect(handle).toBeVisible();
    await this.slideWhenReady(handle);
  }

  /**
   * The handle is there while its puzzle still loads (aria-busy), and ignores keys until the
   * puzzle is in: a key pressed at once on a busy machine did nothing and the test waited.
   */
  private async slideWhenReady(handle: Locator): Promise<void> {
    await expect(handle).not.toHaveAttribute('aria-busy', 'true');
    await handle.focus();
    await handle.press('Shift+ArrowRight');
    await handle.press('Enter');
  }

  /** Some sends ask for the slider, some don't. */
  async passSliderIfAsked(): Promise<void> {
    // A 登录 pressed in the first paint's dialog is sent once the host has taken it over.
    await expect(this.page.locator('dialog.pre-auth[open]')).toHaveCount(0, { timeout: 20_000 });
    const handle = this.page.getByRole('slider');
    try {
      await handle.waitFor({ state: 'visible', timeout: 2500 });
    } catch {
      return;
    }
    await this.slideWhenReady(handle);
  }

  /** Log in through the header button, the form and the slider when asked. */
  async logIn(name: string, password: string): Promise<void> {
    await this.open('登录');
    const dialog = this.anyDialog;
    await this.fillCredentials(name, password, dialog);
    await this.submitButton('登录', dialog).click();
    await this.passSliderIfAsked();
  }
}
