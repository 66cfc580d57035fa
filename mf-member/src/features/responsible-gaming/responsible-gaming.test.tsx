import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { protection } from '@site/shared/contract';
import { answer, fail, ok, resetFakeApi, sentTo } from '@site/shared/testing';
import { renderPage } from '../../testing/profile-render';
import { overviewWith } from './fixtures';
import { ResponsibleGaming } from './responsible-gaming';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const dailyDeposit = {
  kind: 'deposit' as const,
  period: 'day' as const,
  amount: '500.00',
  used: '400.00',
  left: '100.00',
  resetsAt: '2026-11-28 14:30:00',
};

beforeEach(() => {
  resetFakeApi();
  answer(protection.statement, ok({ months: [] }));
});

const show = () => renderPage(<ResponsibleGaming />, '/mine/responsible');
const row = (name: string) => screen.findByRole('group', { name });

describe('the 负责任博彩 page: limits', () => {
  it('shows each limit with what is used, what is left, when it resets and a pending change', async () => {
    answer(
      protection.overview,
      ok(
        overviewWith([
          dailyDeposit,
          {
            kind: 'deposit',
            period: 'week',
            amount: '1000.00',
            used: '400.00',
            left: '600.00',
            resetsAt: '2026-12-03 14:30:00',
            pending: {
              value: '3000.00',
              requestedAt: '2026-11-28 10:00:00',
              confirmableAt: '2026-11-29 10:00:00',
              confirmable: false,
            },
          },
          {
            kind: 'loss',
            period: 'month',
            amount: '800.00',
            used: '-20.00',
            left: '820.00',
            pending: {
              value: null,
              requestedAt: '2026-11-26 10:00:00',
              confirmableAt: '2026-11-27 10:00:00',
              confirmable: true,
            },
          },
        ]),
      ),
    );
    show();
    const day = await row('存款限额 24小时');
    expect(within(day).getByText('500 元')).toBeInTheDocument();
    expect(within(day).getByText('400 元')).toBeInTheDocument();
    expect(within(day).getByText('100 元')).toBeInTheDocument();
    expect(within(day).getByText('2026-11-28 14:30:00')).toBeInTheDocument();
    expect(within(day).queryByTestId('pending-change')).not.toBeInTheDocument();

    // An increase still in its 24 hours: what, the wait, when; no confirm button yet.
    const week = await row('存款限额 7天');
    const waiting = within(week).getByTestId('pending-change');
    expect(waiting).toHaveTextContent('待生效：3,000 元');
    expect(waiting).toHaveTextContent('24小时后生效，届时需再次确认');
    expect(waiting).toHaveTextContent('可确认时间：2026-11-29 10:00:00');
    expect(within(waiting).queryByRole('button', { name: '确认' })).not.toBeInTheDocument();

    // A removal past its 24 hours: 确认 applies it.
    answer(
      protection.confirmLimit,
      ok({ applied: 'now', message: '新的限额已确认生效', overview: overviewWith() }),
    );
    const month = await row('亏损限额 一个月（30天）');
    expect(within(month).getByTestId('pending-change')).toHaveTextContent('待生效：取消限额');
    await userEvent.setup().click(within(month).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(sentTo(protection.confirmLimit)).toEqual([{ kind: 'loss', period: 'month' }]));
    expect(await screen.findByText('新的限额已确认生效')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('group', { name: '亏损限额 一个月（30天）' })).not.toHaveTextContent('待生效'),
    );
  });

  it('applies a decrease at once', async () => {
    answer(protection.overview, ok(overviewWith([dailyDeposit])));
    answer(protection.setLimit, (p) =>
      ok({
        applied: 'now',
        message: '已生效',
        overview: overviewWith([{ ...dailyDeposit, amount: p.amount, left: '0.00' }]),
      }),
    );
    show();
    const user = userEvent.setup();
    const day = await row('存款限额 24小时');
    await user.type(within(day).getByRole('textbox'), '300');
    await user.click(within(day).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(sentTo(protection.setLimit)).toEqual([{ kind: 'deposit', period: 'day', amount: '300' }]),
    );
    await waitFor(() => expect(within(day).getByText('300 元')).toBeInTheDocument());
    expect(within(day).queryByTestId('pending-change')).not.toBeInTheDocument();
    expect(within(day).getByRole('textbox')).toHaveValue('');
    expect(await screen.findByText('已生效')).toBeInTheDocument();
  });

  it('shows an increase as pending: 24小时后生效，届时需再次确认, the old limit still in force', async () => {
    answer(protection.overview, ok(overviewWith([dailyDeposit])));
    answer(protection.setLimit, () =>
      ok({
        applied: 'pending',
        message: '提高或取消限额需冷静期 24 小时，将于 11-29 10:00 后可确认生效，当前限额继续有效',
        overview: overviewWith([
          {
            ...dailyDeposit,
            pending: {
              value: '800.00',
              requestedAt: '2026-11-28 10:00:00',
              confirmableAt: '2026-11-29 10:00:00',
              confirmable: false,
            },
          },
        ]),
      }),
    );
    show();
    const user = userEvent.setup();
    const day = await row('存款限额 24小时');
    await user.type(within(day).getByRole('textbox'), '800');
    await user.click(within(day).getByRole('button', { name: '保存' }));
    const pending = await within(day).findByTestId('pending-change');
    expect(pending).toHaveTextContent('待生效：800 元');
    expect(pending).toHaveTextContent('24小时后生效，届时需再次确认');
    expect(within(day).getByText('500 元')).toBeInTheDocument();
    expect(await screen.findByText(/将于 11-29 10:00 后可确认生效/)).toBeInTheDocument();
  });

  it('says what is wrong with an amount in the contract’s words, and shows a refusal under the field', async () => {
    answer(protection.overview, ok(overviewWith()));
    answer(protection.setLimit, fail(6012, '限额设置失败'));
    show();
    const user = userEvent.setup();
    const day = await row('投注限额 24小时');
    await user.click(within(day).getByRole('button', { name: '保存' }));
    expect(within(day).getByText('请输入金额')).toBeInTheDocument();
    await user.type(within(day).getByRole('textbox'), '12.345');
    await user.click(within(day).getByRole('button', { name: '保存' }));
    expect(within(day).getByText('金额须为数字，最多两位小数')).toBeInTheDocument();
    await user.clear(within(day).getByRole('textbox'));
    await user.type(within(day).getByRole('textbox'), '0');
    await user.click(within(day).getByRole('button', { name: '保存' }));
    expect(within(day).getByText('金额须大于0')).toBeInTheDocument();
    expect(sentTo(protection.setLimit)).toHaveLength(0);
    await user.clear(within(day).getByRole('textbox'));
    await user.type(within(day).getByRole('textbox'), '200');
    await user.click(within(day).getByRole('button', { name: '保存' }));
    expect(await within(day).findByText('限额设置失败')).toBeInTheDocument();
    expect(sentTo(protection.setLimit)).toEqual([{ kind: 'wager', period: 'day', amount: '200' }]);
    // The refusal goes while the member edits the amount.
    await user.type(within(day).getByRole('textbox'), '0');
    expect(within(day).queryByText('限额设置失败')).not.toBeInTheDocument();
  });

  it('sets the session limit in minutes within 10-1440', async () => {
    answer(protection.overview, ok(overviewWith()));
    answer(protection.setSessionLimit, (p) =>
      ok({
        applied: 'now',
        message: '已生效',
        overview: overviewWith([], { sessionLimit: { minutes: p.minutes, pending: null } }),
      }),
    );
    show();
    const user = userEvent.setup();
    const box = await row('单次登录时长');
    await user.type(within(box).getByRole('textbox'), '5');
    await user.click(within(box).getByRole('button', { name: '保存' }));
    expect(within(box).getByText('请输入10到1440之间的整数分钟')).toBeInTheDocument();
    await user.clear(within(box).getByRole('textbox'));
    await user.type(within(box).getByRole('textbox'), '90');
    await user.click(within(box).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(box).getByText('90 分钟')).toBeInTheDocument());
    expect(sentTo(protection.setSessionLimit)).toEqual([{ minutes: 90 }]);
  });

  it('picks the reality-check interval', async () => {
    answer(protection.overview, ok(overviewWith()));
    answer(protection.setRealityCheck, (p) =>
      ok({
        intervalMinutes: p.intervalMinutes,
        loginAt: '2026-11-28 10:00:00',
        secondsSinceLogin: 10,
        staked: '0.00',
        won: '0.00',
        net: '0.00',
        nextDueAt: '2026-11-28 10:30:00',
        due: false,
        sessionEndsAt: null,
      }),
    );
    show();
    const group = await screen.findByRole('radiogroup', { name: '提醒间隔' });
    expect(within(group).getByRole('radio', { name: '关闭' })).toBeChecked();
    await userEvent.setup().click(within(group).getByRole('radio', { name: '30 分钟' }));
    await waitFor(() => expect(within(group).getByRole('radio', { name: '30 分钟' })).toBeChecked());
    expect(sentTo(protection.setRealityCheck)).toEqual([{ intervalMinutes: 30 }]);
  });
});

describe('the activity statement', () => {
  it('shows a row per month and a CSV of the same figures', async () => {
    answer(protection.overview, ok(overviewWith()));
    answer(
      protection.statement,
      ok({
        months: [
          {
            month: '2026-11',
            deposits: '400.00',
            withdrawals: '0.00',
            stakes: '150.00',
            wins: '90.00',
            net: '-60.00',
            minutesPlayed: 75,
          },
        ],
      }),
    );
    show();
    const table = await screen.findByRole('table', { name: '活动记录' });
    const month = within(table).getByRole('row', { name: /2026-11/ });
    expect(month).toHaveTextContent('2026-11400015090-6075 分钟');
    const link = screen.getByRole('link', { name: '下载CSV' });
    expect(link).toHaveAttribute('download', '活动记录-2026-11.csv');
    const csv = decodeURIComponent(link.getAttribute('href')!.split(',').slice(1).join(','));
    expect(csv).toBe(
      '\uFEFF月份,存款,提款,投注,派彩,净输赢,游戏时长(分钟)\r\n2026-11,400.00,0.00,150.00,90.00,-60.00,75\r\n',
    );
  });
});
