import { createElement, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { funds, type ResponseOf } from '@site/shared/contract';
import { answer, ok } from '@site/shared/testing';
import { renderWithHosts } from './render';

/**
 * Fixtures of the deposit calls over the shared fake API of `@site/shared/testing` (use that module's
 * jest.mock line), a stand-in for `window.open`, and a render inside a router that shows
 * where the page navigated to.
 */

export const PAYMENT_TYPES: funds.PaymentType[] = [
  {
    payType: 'bank',
    name: '银行卡转账',
    mode: 'account',
    minAmount: '100.00',
    maxAmount: '50000.00',
    rate: null,
    protocols: [],
  },
  {
    payType: 'alipay',
    name: '支付宝',
    mode: 'gateway',
    minAmount: '50.00',
    maxAmount: '20000.00',
    rate: null,
    protocols: [],
  },
  {
    payType: 'wechat',
    name: '微信支付',
    mode: 'gateway',
    minAmount: '50.00',
    maxAmount: '10000.00',
    rate: null,
    protocols: [],
  },
  {
    payType: 'usdt',
    name: 'USDT',
    mode: 'account',
    minAmount: '100.00',
    maxAmount: '1000000.00',
    rate: '7.20',
    protocols: ['TRC20', 'ERC20'],
  },
];

export const REWARDS: ResponseOf<typeof funds.querySiteDepositRewardConfigList> = [
  {
    id: 1,
    title: '存款100-999元返1%',
    minAmount: '100.00',
    maxAmount: '999.99',
    rewardRate: '1.00',
    maxReward: '9.99',
    kind: 'againDeposit',
    joined: true,
    turnoverMultiple: 0,
  },
  {
    id: 2,
    title: '存款1000-9999元返1.5%',
    minAmount: '1000.00',
    maxAmount: '9999.99',
    rewardRate: '1.50',
    maxReward: '149.99',
    kind: 'againDeposit',
    joined: true,
    turnoverMultiple: 0,
  },
];

/** Promotion 101 as the server offers it to a member who has not applied: opt-in on the page. */
export const FIRST_DEPOSIT_OFFER: ResponseOf<typeof funds.querySiteDepositRewardConfigList>[number] = {
  id: 101,
  title: '新会员首存100%加赠',
  minAmount: '100.00',
  maxAmount: '888.00',
  rewardRate: '100.00',
  maxReward: '888.00',
  kind: 'firstDeposit',
  joined: false,
  turnoverMultiple: 10,
};

export const ORDER_NO = 'D20261123120000ABCD1234';

export function depositOrder(overrides: Partial<funds.DepositOrder> = {}): funds.DepositOrder {
  return {
    orderNo: ORDER_NO,
    payType: 'alipay',
    amount: '200.00',
    status: 'pending',
    signalCode: null,
    createTime: '2026-11-23 20:00:00',
    finishTime: null,
    ...overrides,
  };
}

export function placedOrder(
  overrides: Partial<ResponseOf<typeof funds.pay>> = {},
): ResponseOf<typeof funds.pay> {
  const order = depositOrder(overrides);
  return { ...order, payUrl: `/pay/gateway/${order.orderNo}`, account: null, ...overrides };
}

export const BANK_ACCOUNT = {
  bankName: '中国工商银行',
  accountName: '模拟收款有限公司',
  accountNo: '6222020000000000001',
  coinAmount: null,
  rate: null,
};
export const USDT_ACCOUNT = {
  bankName: 'USDT-ERC20',
  accountName: 'USDT',
  accountNo: '0x5133aa7ed000000000000000000000000000c0de',
  coinAmount: '100.000000',
  rate: '7.20',
};

/** The three calls of the deposit page: types, real-name state, reward tiers. */
export function answerDepositPage({
  bindRealName = true,
  rewards = REWARDS,
}: {
  bindRealName?: boolean;
  rewards?: ResponseOf<typeof funds.querySiteDepositRewardConfigList>;
} = {}): void {
  answer(funds.paymentTypes, ok(PAYMENT_TYPES));
  answer(
    funds.getCustomerInfo,
    ok({ realName: bindRealName ? '张伟' : '', bindRealName, customerServiceUrl: '/cs/chat' }),
  );
  answer(funds.querySiteDepositRewardConfigList, ok(rewards));
}

/** A fake `window.open`: records the calls and hands out a tab whose location can be read. */
export function stubWindowOpen(blocked = false) {
  const tab = { opener: {} as unknown, location: { href: 'about:blank' }, close: jest.fn() };
  const open = jest
    .spyOn(window, 'open')
    .mockImplementation(() => (blocked ? null : (tab as unknown as Window)));
  return { open, tab, restore: () => open.mockRestore() };
}

function Where() {
  const location = useLocation();
  return createElement('output', { 'data-testid': 'location' }, `${location.pathname}${location.search}`);
}

/** Renders `ui` at `url` inside a router; `screen.getByTestId('location')` tells where it went. */
export function renderAt(ui: ReactElement, url: string) {
  return renderWithHosts(
    createElement(
      MemoryRouter,
      { initialEntries: [url] },
      createElement(Where),
      createElement(Routes, null, createElement(Route, { path: '*', element: ui })),
    ),
  );
}
