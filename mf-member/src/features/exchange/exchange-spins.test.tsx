import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberArea } from '@site/shared/contract';
import { answer, callsTo, ok, resetFakeApi } from '@site/shared/testing';
import { renderCardsPage } from '../../testing/cards-render';
import { ExchangeCentre } from './exchange-centre';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());
jest.setTimeout(20_000);

const spins: memberArea.ExchangeItem = {
  id: 9,
  kind: 'spins',
  name: 'PG电子免费旋转 ×10',
  points: 300,
  bonus: '0.00',
  stock: 100,
  minGrade: 0,
  art: 'spins',
  spins: 10,
  spinStake: '2.00',
  spinVenue: 'PG',
  spinVenueName: 'PG电子',
  spinDays: 7,
};

beforeEach(() => {
  resetFakeApi();
  answer(
    memberArea.activityTopGiftInfo,
    ok({ points: 350, earned: 350, spent: 0, grade: 0, items: [spins] }),
  );
});

describe('free spins in the points exchange', () => {
  it('shows the spins, their stake and use, and exchanges them once with a request id', async () => {
    answer(
      memberArea.activityTopGiftExchange,
      ok({ recordId: '7', points: 50, centerWalletBalance: '0.00' }),
    );
    const user = userEvent.setup();
    renderCardsPage('/mine/exchange', { '/mine/exchange': <ExchangeCentre /> });
    const card = await screen.findByRole('listitem', { name: 'PG电子免费旋转 ×10' });
    expect(card).toHaveTextContent('PG电子免费旋转10次 · 每次2.00元');
    expect(card).toHaveTextContent('300积分');
    await user.click(within(card).getByRole('button', { name: '立即兑换' }));
    expect(screen.getByText('确认使用 300 积分兑换「PG电子免费旋转 ×10」？')).toBeInTheDocument();
    expect(
      screen.getByText(
        '兑换后7天内有效：进入PG电子老虎机点「免费旋转」即可使用，不扣余额，奖金需完成3倍流水',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('兑换成功')).toBeInTheDocument();
    const calls = callsTo(memberArea.activityTopGiftExchange);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.payload).toEqual({ itemId: 9 });
    expect(calls[0]?.options?.requestId).toBeTruthy();
  });
});
