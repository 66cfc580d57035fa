import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { promotions } from '@site/shared/contract';
import { clearSession, setSession } from '@site/shared/session';
import { answer, callsTo, ok, resetFakeApi } from '@site/shared/testing';
import { renderPage } from '../testing/render';
import { MyBonuses } from './my-bonuses';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

beforeEach(() => {
  resetFakeApi();
  setSession({ token: 't', userId: '1' });
});
afterEach(() => clearSession());

const bonus: promotions.Bonus = {
  rewardId: 7,
  title: '新会员首存100%加赠彩金',
  amount: '200.00',
  required: '2000.00',
  done: '500.00',
  left: '1500.00',
  status: 'active',
  createTime: '2026-11-23 12:00:00',
};

describe('my bonuses', () => {
  it('shows turnover done and left with a progress bar', async () => {
    answer(
      promotions.myBonuses,
      ok([
        bonus,
        {
          ...bonus,
          rewardId: 6,
          title: '签到奖励',
          amount: '1.88',
          required: '1.88',
          done: '1.88',
          status: 'met',
          left: '0.00',
        },
      ]),
    );
    renderPage(<MyBonuses />);
    expect(await screen.findByText('流水 500.00 / 2000.00 元')).toBeInTheDocument();
    expect(screen.getByText('还需 1500.00 元')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '新会员首存100%加赠彩金' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByText('已完成')).toBeInTheDocument();
  });

  it('quitting asks first, says the bonus and its winnings are voided, and only then quits', async () => {
    answer(promotions.myBonuses, ok([bonus]));
    answer(
      promotions.quitBonus,
      ok({ voided: '260.00', message: '已放弃优惠，扣回彩金及其盈利共 260.00 元' }),
    );
    const user = userEvent.setup();
    renderPage(<MyBonuses />);
    await user.click(await screen.findByRole('button', { name: '放弃优惠' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('彩金 200.00 元及其产生的盈利将被扣回');
    await user.click(screen.getByRole('button', { name: '再想想' }));
    expect(callsTo(promotions.quitBonus)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '放弃优惠' }));
    await user.click(await screen.findByRole('button', { name: '确认放弃' }));
    expect(await screen.findByText('已放弃优惠，扣回彩金及其盈利共 260.00 元')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(promotions.quitBonus)[0]?.payload).toEqual({ rewardId: 7 }));
  });

  it('shows nothing to a guest', () => {
    clearSession();
    renderPage(<MyBonuses />);
    expect(screen.queryByTestId('my-bonuses')).not.toBeInTheDocument();
    expect(callsTo(promotions.myBonuses)).toHaveLength(0);
  });
});
