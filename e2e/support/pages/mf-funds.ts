import { expect, type Page } from '@playwright/test';

/** mf-funds' pages: deposit (savemoney), wait pages, transfer, withdraw, wallet, records. */
export class FundsPages {
  constructor(readonly page: Page) {}

  get main() {
    return this.page.getByRole('main');
  }

  get depositDialog() {
    return this.page.getByRole('dialog', { name: '确认存款' });
  }

  /** Fills the deposit form of `payType` and asks to deposit; resolves to the confirm dialog. */
  async startDeposit(payType: string, amount: string) {
    await this.main.getByRole('tab', { name: payType }).click();
    await this.main.getByLabel('存款金额').fill(amount);
    await this.main.getByRole('button', { name: '立即存款' }).click();
    await expect(this.depositDialog).toBeVisible();
    return this.depositDialog;
  }

  get withdrawStatus() {
    return this.main.getByTestId('withdraw-status');
  }

  get withdrawOrderNo() {
    return this.main.getByTestId('withdraw-order-no');
  }
}
