import type { Page } from '@playwright/test';

/** mf-member's /mine pages: user info, binding, cards, withdrawal password. */
export class MemberArea {
  constructor(readonly page: Page) {}

  get main() {
    return this.page.getByRole('main');
  }

  /** The row of the user-info list labelled `label`. */
  infoRow(label: string) {
    return this.page.getByRole('list', { name: '账户信息' }).getByRole('listitem', { name: label });
  }

  /** A form of the member area by its accessible name (e.g. 手机号认证). */
  form(name: string) {
    return this.main.getByRole('form', { name });
  }

  /** A mainland mobile number nobody else is likely to hold, with `prefix` (e.g. 139). */
  static randomPhone(prefix = '139'): string {
    return `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  }
}
