import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberArea } from '@site/shared/contract';
import { answer, callsTo, fail, ok, resetFakeApi } from '@site/shared/testing';
import { renderCardsPage } from '../../testing/cards-render';
import { ExchangeCentre } from './exchange-centre';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());
jest.setTimeout(20_000);

const items: memberArea.ExchangeItem[] = [
  { id: 1, kind: 'bonus', name: '8元彩金', points: 100, bonus: '8.00', stock: 10, minGrade: 0, art: 'coin' },
  {
    id: 5,
    kind: 'physical',
    name: '定制球衣',
    points: 300,
    bonus: '0.00',
    stock: 2,
    minGrade: 0,
    art: 'shirt',
  },
  {
    id: 8,
    kind: 'physical',
    name: '限量足球',
    points: 100,
    bonus: '0.00',
    stock: 0,
    minGrade: 0,
    art: 'ball',
  },
];

beforeEach(() => {
  resetFakeApi();
  answer(memberArea.activityTopGiftInfo, ok({ points: 350, earned: 350, spent: 0, grade: 1, items }));
});

const show = () => renderCardsPage('/mine/exchange', { '/mine/exchange': <ExchangeCentre /> });

describe('points exchange', () => {
  it('exchanges a bonus after confirmation, once, with a request id', async () => {
    answer(
      memberArea.activityTopGiftExchange,
      ok({ recordId: '1', points: 250, centerWalletBalance: '8.00' }),
    );
    const user = userEvent.setup();
    show();
    expect(await screen.findByTestId('points')).toHaveTextContent('350');
    expect(
      within(screen.getByRole('listitem', { name: '限量足球' })).getByRole('button', { name: '已兑完' }),
    ).toBeDisabled();
    await user.click(
      within(screen.getByRole('listitem', { name: '8元彩金' })).getByRole('button', { name: '立即兑换' }),
    );
    expect(screen.getByText('确认使用 100 积分兑换「8元彩金」？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('兑换成功')).toBeInTheDocument();
    const calls = callsTo(memberArea.activityTopGiftExchange);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.payload).toEqual({ itemId: 1 });
    expect(calls[0]?.options?.requestId).toBeTruthy();
  });

  it('asks a physical gift for a valid address and shows the server error', async () => {
    answer(memberArea.activityTopGiftExchange, fail(6007, '积分不足：需要300积分，当前可用200积分'));
    const user = userEvent.setup();
    show();
    await user.click(
      within(await screen.findByRole('listitem', { name: '定制球衣' })).getByRole('button', {
        name: '立即兑换',
      }),
    );
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入收货人姓名（1-20个字）')).toBeInTheDocument();
    expect(callsTo(memberArea.activityTopGiftExchange)).toHaveLength(0);
    await user.type(screen.getByLabelText('收货人'), '张三');
    await user.type(screen.getByLabelText('手机号码'), '13800138000');
    await user.type(screen.getByLabelText('详细地址'), '北京市朝阳区一号');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('积分不足：需要300积分，当前可用200积分')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(memberArea.activityTopGiftExchange)[0]?.payload).toEqual({
        itemId: 5,
        address: { receiver: '张三', phone: '13800138000', address: '北京市朝阳区一号' },
      }),
    );
  });
});
