import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberArea } from '@site/shared/contract';
import { answer, callsTo, ok, resetFakeApi } from '@site/shared/testing';
import { renderCardsPage } from '../../testing/cards-render';
import { GiftRecord } from './gift-record';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

beforeEach(() => resetFakeApi());

describe('gift record', () => {
  it('lists rewards with their turnover progress and the total, and filters by date', async () => {
    answer(
      memberArea.giftRecordList,
      ok({
        list: [
          {
            id: '1',
            source: 'vip_upgrade',
            sourceName: '晋级礼金',
            title: 'VIP1晋级礼金',
            amount: '18.00',
            required: '18.00',
            done: '9.00',
            status: 'active',
            createdAt: '2026-11-23 10:00:00',
          },
        ],
        total: 1,
        totalAmount: '18.00',
        pageNum: 1,
        pageSize: 10,
      }),
    );
    renderCardsPage('/mine/giftRecord', { '/mine/giftRecord': <GiftRecord /> });
    expect(await screen.findByRole('cell', { name: 'VIP1晋级礼金' })).toBeInTheDocument();
    expect(screen.getByText('流水进行中')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '流水要求' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByTestId('gift-total')).toHaveTextContent('18');
    await userEvent.setup().click(screen.getByRole('tab', { name: '今天' }));
    await waitFor(() => {
      const p = callsTo(memberArea.giftRecordList).at(-1)?.payload;
      expect(p?.startDate).toEqual(p?.endDate);
    });
  });

  it('shows an empty state', async () => {
    answer(
      memberArea.giftRecordList,
      ok({ list: [], total: 0, totalAmount: '0.00', pageNum: 1, pageSize: 10 }),
    );
    renderCardsPage('/mine/giftRecord', { '/mine/giftRecord': <GiftRecord /> });
    expect(await screen.findByText('暂无礼金记录')).toBeInTheDocument();
  });
});
