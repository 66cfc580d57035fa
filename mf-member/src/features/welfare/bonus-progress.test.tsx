import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { promotions } from '@site/shared/contract';
import { answer, networkDown, ok, resetFakeApi } from '@site/shared/testing';
import { renderCardsPage } from '../../testing/cards-render';
import { BonusProgress } from './bonus-progress';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());
jest.setTimeout(15_000);

beforeEach(() => resetFakeApi());

const show = () => renderCardsPage('/mine/welfare', { '/mine/welfare': <BonusProgress /> });
const bonus = (rewardId: number, status: promotions.Bonus['status'], done: string) => ({
  rewardId,
  title: `首存送100%彩金 ${rewardId}`,
  amount: '100.00',
  required: '1000.00',
  done,
  left: status === 'active' ? (1000 - Number(done)).toFixed(2) : '0.00',
  status,
  createTime: '2026-11-23 12:00:00',
});

describe('bonus progress on /mine/welfare', () => {
  it('shows each active bonus with turnover done, required and left; finished ones are not listed', async () => {
    answer(promotions.myBonuses, ok([bonus(1, 'active', '250.00'), bonus(2, 'met', '1000.00')]));
    show();
    expect(await screen.findByText('首存送100%彩金 1')).toBeInTheDocument();
    expect(screen.getByText('已完成 250 / 1,000 元')).toBeInTheDocument();
    expect(screen.getByText('还需 750 元')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '首存送100%彩金 1流水进度' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.queryByText('首存送100%彩金 2')).not.toBeInTheDocument();
  });

  it('says so when nothing is owed, and offers a retry when the call fails', async () => {
    answer(promotions.myBonuses, networkDown());
    show();
    const retry = await screen.findByRole('button', { name: /重试/ });
    answer(promotions.myBonuses, ok([bonus(3, 'voided', '0.00')]));
    await userEvent.setup().click(retry);
    expect(await screen.findByText('暂无进行中的流水要求')).toBeInTheDocument();
  });
});
