import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { funds } from '@site/shared/contract';
import { answer, callsTo, ok, resetFakeApi } from '@site/shared/testing';
import { renderWithHosts } from '../../testing/render';
import { lastDays } from './date-range';
import { TransRecord } from './trans-record';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const record = (id: number, amount: string) => ({
  id: String(id),
  type: 'deposit',
  typeName: '存款',
  amount,
  status: 'done',
  statusName: '成功',
  orderNo: `D${id}`,
  remark: '',
  createTime: '2026-11-20 10:00:00',
});

const range = { startDate: '2026-11-01', endDate: '2026-11-20' };

beforeEach(() => resetFakeApi());

describe('transaction record', () => {
  it('lists a page of records with signed amounts and pages through them', async () => {
    const user = userEvent.setup();
    answer(funds.queryDealRecord, (p) =>
      ok({
        list: [record((p.pageNum ?? 1) * 100, p.pageNum === 2 ? '-50.00' : '100.00')],
        total: 12,
        pageNum: p.pageNum,
        pageSize: 10,
      }),
    );
    renderWithHosts(<TransRecord initialRange={range} />);
    expect(await screen.findByText('+100')).toBeInTheDocument();
    expect(screen.getByText('第 1 / 2 页，共 12 条')).toBeInTheDocument();
    expect(callsTo(funds.queryDealRecord)[0]?.payload).toEqual({
      type: 'all',
      ...range,
      pageNum: 1,
      pageSize: 10,
    });
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('-50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('filters by type tab and date range, back to the first page', async () => {
    const user = userEvent.setup();
    answer(funds.queryDealRecord, (p) => ok({ list: [], total: 0, pageNum: p.pageNum, pageSize: 10 }));
    renderWithHosts(<TransRecord initialRange={range} />);
    expect(await screen.findByText('暂无交易记录')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '提款' }));
    await waitFor(() =>
      expect(callsTo(funds.queryDealRecord).at(-1)?.payload).toMatchObject({ type: 'withdraw', pageNum: 1 }),
    );
    const start = screen.getByLabelText('开始日期');
    await user.clear(start);
    await user.type(start, '2026-11-25');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeInTheDocument();
    await user.clear(start);
    await user.type(start, '2026-11-10');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(callsTo(funds.queryDealRecord).at(-1)?.payload).toMatchObject({
        type: 'withdraw',
        startDate: '2026-11-10',
        endDate: '2026-11-20',
      }),
    );
  });

  it('shows an error with retry when the record cannot be loaded', async () => {
    renderWithHosts(<TransRecord initialRange={range} />);
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('lastDays', () => {
  it('ends today in China time', () => {
    // 2026-11-22 17:00 UTC is already 11-23 in Beijing.
    expect(lastDays(7, Date.UTC(2026, 10, 22, 17))).toEqual({
      startDate: '2026-11-17',
      endDate: '2026-11-23',
    });
  });

  it('keeps the table in a box of its own that scrolls sideways, headers on one line', async () => {
    answer(funds.queryDealRecord, () =>
      ok({ list: [record(1, '100.00')], total: 1, pageNum: 1, pageSize: 10 }),
    );
    renderWithHosts(<TransRecord initialRange={range} />);
    const box = await screen.findByRole('region', { name: '交易记录' });
    expect(getComputedStyle(box).overflowX).toBe('auto');
    for (const name of ['类型', '状态'])
      expect(getComputedStyle(within(box).getByRole('columnheader', { name })).whiteSpace).toBe('nowrap');
  });
});
