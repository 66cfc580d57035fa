import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ResponseOf } from '@site/shared/contract';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { answer, callsTo, refuse, resetFakeBoApi } from '../../testing/fake-bo-api';
import { renderBo, signIn } from '../../testing/render';
import { PromotionsPage } from './promotions-page';
import { fromTerms, toTerms } from './terms-codec';

jest.mock('../../api/client', () => jest.requireActual('../../testing/fake-bo-api').fakeClientModule());

const row = {
  id: 102,
  kind: 'againDeposit',
  tab: 'all',
  title: '每日再存15%红利',
  startsAt: '2026-05-01 00:00:00',
  endsAt: '2027-05-01 00:00:00',
  status: 'live',
  phase: 'ongoing',
} as const;
const detail: ResponseOf<typeof bo.promotionDetail> = {
  ...row,
  subtitle: '每日一次',
  rules: ['每日可申请一次。'],
  terms: {
    period: 'daily',
    needDeposit: true,
    ratePercent: 15,
    capFen: 188_800,
    minDepositFen: 20_000,
    turnoverMultiple: 5,
    contributions: { TY: 100, CP: 30 },
  },
  joins: 3,
};

beforeEach(() => {
  resetFakeBoApi();
  signIn('marketing', ['promotions.read', 'promotions.manage']);
  answer(bo.listPromotions, [row]);
  answer(bo.promotionDetail, detail);
});

test('the terms fields read and write the engine terms (yuan typed, fen stored)', () => {
  const fields = fromTerms(detail.terms);
  expect(fields.cap).toBe('1888');
  expect(toTerms('againDeposit', fields)).toEqual({ terms: detail.terms });
  expect(toTerms('bettingGift', { ...fields, tiers: '1000 18\n5000 八十八' })).toEqual({
    error: '档位第 2 行应为「流水金额 奖励金额」',
  });
  expect(toTerms('againDeposit', { ...fields, cap: '12.345' })).toEqual({
    error: '最高赠送请填写金额（元，最多两位小数）',
  });
});

test('creates a promotion: the kind’s missing terms are named before anything is sent', async () => {
  answer(bo.createPromotion, { id: 110 });
  renderBo(<PromotionsPage />);
  await userEvent.click(await screen.findByRole('button', { name: '新建活动' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('活动名称'), '周末再存20%红利');
  await userEvent.type(within(dialog).getByLabelText('赠送比例（%）'), '20');
  await userEvent.type(within(dialog).getByLabelText('最低存款（元）'), '100');
  await userEvent.type(within(dialog).getByLabelText(/原因/), '周末拉新');
  await userEvent.click(within(dialog).getByRole('button', { name: '新建活动' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('再存红利需要填写最高赠送金额');
  expect(callsTo(bo.createPromotion)).toHaveLength(0);

  await userEvent.type(within(dialog).getByLabelText('最高赠送（元）'), '888');
  await userEvent.click(within(dialog).getByRole('button', { name: '新建活动' }));
  const [sent] = callsTo(bo.createPromotion);
  expect(sent).toMatchObject({
    kind: 'againDeposit',
    title: '周末再存20%红利',
    reason: '周末拉新',
    paused: false,
    terms: { ratePercent: 20, capFen: 88_800, minDepositFen: 10_000, period: 'once' },
  });
  expect(sent?.startsAt).toMatch(/\+08:00$/);
  expect(await screen.findByText('活动已创建（编号 110）')).toBeInTheDocument();
});

test('edits a running promotion: start locked, joined members noted, unchanged terms not sent; a refusal shows', async () => {
  refuse(bo.editPromotion, 6007, '活动已结束，不能再修改');
  renderBo(<PromotionsPage />);
  await userEvent.click(await screen.findByRole('button', { name: '编辑' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText('开始时间（北京时间）')).toBeDisabled();
  expect(within(dialog).getByText(/已有 3 人参与/)).toBeInTheDocument();
  const name = within(dialog).getByLabelText('活动名称');
  await userEvent.clear(name);
  await userEvent.type(name, '每日再存18%红利');
  await userEvent.type(within(dialog).getByLabelText(/原因/), '改名');
  await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  const [sent] = callsTo(bo.editPromotion);
  expect(sent).toMatchObject({ id: 102, title: '每日再存18%红利', reason: '改名' });
  expect(sent).not.toHaveProperty('terms');
  expect(sent).not.toHaveProperty('startsAt');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('活动已结束，不能再修改');
});

test('no create or edit without promotions.manage', async () => {
  signIn('cs', ['promotions.read']);
  renderBo(<PromotionsPage />);
  await screen.findByText('每日再存15%红利');
  expect(screen.queryByRole('button', { name: '新建活动' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
});
