import { screen } from '@testing-library/react';
import { promotions } from '@site/shared/contract';
import { answer, callsTo, ok, renderWithSite, resetFakeApi } from '@site/shared/testing';
import { BonusList, useMyBonuses } from './bonus-list';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const bonus = (rewardId: number, status: promotions.Bonus['status']): promotions.Bonus => ({
  rewardId,
  title: `彩金 ${rewardId}`,
  amount: '10.00',
  required: '100.00',
  done: '99.60',
  left: '0.40',
  status,
  createTime: '2026-11-23 12:00:00',
});

function Bonuses({ only }: { only?: promotions.Bonus['status'] }) {
  const state = useMyBonuses();
  return (
    <BonusList
      state={state}
      {...(only ? { show: (b: promotions.Bonus) => b.status === only } : {})}
      max={2}
      emptyText="暂无"
      barLabel={(b) => `${b.title}进度`}
      aside={(b) => <span>{b.status}</span>}
      meta={(b) => <span>还需 {b.left}</span>}
    />
  );
}

beforeEach(() => resetFakeApi());

describe('BonusList', () => {
  it('two lists on one page share one read; each filters and caps its own, bars never full while owed', async () => {
    answer(promotions.myBonuses, ok([bonus(1, 'met'), bonus(2, 'active'), bonus(3, 'active')]));
    renderWithSite(
      <>
        <Bonuses />
        <Bonuses only="active" />
      </>,
    );
    expect(await screen.findByRole('progressbar', { name: '彩金 1进度' })).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar')).toHaveLength(4);
    expect(screen.getAllByText('彩金 3')).toHaveLength(1);
    expect(screen.getAllByRole('progressbar', { name: '彩金 2进度' })[0]).toHaveAttribute(
      'aria-valuenow',
      '99',
    );
    expect(callsTo(promotions.myBonuses)).toHaveLength(1);
  });

  it('says when none is listed', async () => {
    answer(promotions.myBonuses, ok([bonus(1, 'voided')]));
    renderWithSite(<Bonuses only="active" />);
    expect(await screen.findByText('暂无')).toBeInTheDocument();
  });
});
