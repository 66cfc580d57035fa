import { createElement, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { funds } from '@site/shared/contract';
import { answer, ok, type Answer } from '@site/shared/testing';
import { renderWithHosts } from './render';

/**
 * Fixtures of the withdrawal and wallet calls over the shared fake API of `@site/shared/testing` (use that
 * module's jest.mock line), and a render inside a router: these pages link to others.
 */

export const bankCard = (id = 11, overrides: Partial<funds.BankCard> = {}): funds.BankCard => ({
  id,
  kind: 'bank',
  bankCode: 'CMB',
  bankName: '招商银行',
  accountNo: '6225 **** **** 5678',
  holderName: '张*',
  createTime: '2026-11-20 10:00:00',
  ...overrides,
});

export const usdtAddress = (id = 21): funds.BankCard => ({
  id,
  kind: 'usdt',
  bankCode: 'TRC20',
  bankName: 'USDT-TRC20',
  accountNo: 'TSim **** **** 0001',
  holderName: '',
  createTime: '2026-11-20 10:00:00',
});

export const bankCfg: funds.WithdrawCfg = {
  kind: 'bank',
  minAmount: '100.00',
  maxAmount: '50000.00',
  feeRate: '0.00',
  minFee: '0.00',
  dailyCount: 5,
  dailyMaxAmount: '200000.00',
};

export const usdtCfg: funds.WithdrawCfg = {
  kind: 'usdt',
  minAmount: '100.00',
  maxAmount: '200000.00',
  feeRate: '1.00',
  minFee: '1.00',
  dailyCount: 5,
  dailyMaxAmount: '500000.00',
};

type Info = {
  centerWalletBalance: string;
  lockMoney: string;
  withdrawable: string;
  turnoverOwed: string;
  bonusLocked: string;
  todayCount: number;
  remainingCount: number;
  hasWithdrawPassword: boolean;
  realName: string;
  cards: funds.BankCard[];
  cfg: funds.WithdrawCfg;
};

export const bankInfo = (overrides: Partial<Info> = {}): Info => ({
  centerWalletBalance: '1000.00',
  lockMoney: '30.00',
  withdrawable: '1000.00',
  turnoverOwed: '0.00',
  bonusLocked: '0.00',
  todayCount: 1,
  remainingCount: 4,
  hasWithdrawPassword: true,
  realName: '张伟',
  cards: [bankCard()],
  cfg: bankCfg,
  ...overrides,
});

export const usdtInfo = (overrides: Partial<Info> = {}): Info & { rate: string } => ({
  ...bankInfo({ cards: [usdtAddress()], cfg: usdtCfg, todayCount: 0, remainingCount: 5 }),
  rate: '7.20',
  ...overrides,
});

export const withdrawOrder = (overrides: Partial<funds.WithdrawOrder> = {}): funds.WithdrawOrder => ({
  orderNo: 'W2026112000001',
  kind: 'bank',
  amount: '100.00',
  fee: '0.00',
  actualAmount: '100.00',
  status: 'pending',
  card: bankCard(),
  remark: '',
  createTime: '2026-11-20 10:00:00',
  finishTime: null,
  ...overrides,
});

/** Both methods configured, each with one account, a password set and money to take. */
export function answerWithdrawDefaults(bank: Answer = ok(bankInfo()), usdt: Answer = ok(usdtInfo())): void {
  answer(funds.withdrawBaseCfgList, ok([bankCfg, usdtCfg]));
  answer(funds.withdrawInfo, bank);
  answer(funds.usdtWithdrawInfo, usdt);
}

/** Shows the path the app navigated to, so a test can follow a link. */
function Where() {
  return createElement('output', { 'data-testid': 'location' }, useLocation().pathname);
}

/** Render at `path` inside a router (links work); any other path shows only its pathname. */
export function renderInRouter(ui: ReactElement, path = '/mine/page') {
  return renderWithHosts(
    createElement(
      MemoryRouter,
      { initialEntries: [path] },
      createElement(
        Routes,
        null,
        createElement(Route, { path, element: ui }),
        createElement(Route, { path: '*', element: createElement(Where) }),
      ),
    ),
  );
}
