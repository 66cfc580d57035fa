import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { sports } from '@site/shared/contract';
import { balanceAtom } from '@site/shared/session';
import { answer, callsTo, ok, resetFakeApi } from '@site/shared/testing';
import { footballMatch, snapshotOf } from '../testing/matches';
import { renderPage } from '../testing/render';
import { SportPage } from './sport-page';

jest.setTimeout(20_000);
jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const matches = [
  footballMatch('1', '阿森纳', '切尔西'),
  footballMatch('2', '利物浦', '曼城'),
  footballMatch('3', '热刺', '纽卡斯尔'),
];

const bet = (status: sports.BetStatus): sports.BetRecord => ({
  betId: 'B1',
  orderNo: 'NO1',
  channelCode: 'CRTY',
  betType: 'series',
  betTypeName: '复式',
  comboText: '3串4',
  combos: 4,
  status,
  statusName: status === 'pending' ? '确认中' : '已确认',
  stake: '40',
  unitStake: '10',
  odds: null,
  maxPayout: '200',
  payout: null,
  winLoss: null,
  ticket_id: 'T1',
  rejectReason: null,
  createTime: '2026-11-23 20:00:00',
  settleTime: null,
  legs: [],
});

async function show() {
  localStorage.clear();
  const store = createStore();
  store.set(balanceAtom, { center: 100_000, lock: 0, venueTotal: 0 });
  const view = renderPage(<SportPage live={false} />, { store });
  await screen.findByTestId('odds-1:R:H', {}, { timeout: 8000 });
  return { ...view, user: userEvent.setup() };
}

const cell = (id: string) => screen.getByTestId(`odds-${id}`);

// jsdom has no layout: give the board's scroller a size so the virtual list mounts rows.
beforeAll(() => {
  jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(900);
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterAll(() => jest.restoreAllMocks());

beforeEach(() => {
  resetFakeApi();
  answer(sports.snapshot, ok(snapshotOf(matches)));
  answer(sports.betRecordList, ok({ list: [], total: 0, pageNum: 1, pageSize: 20 }));
});

describe('local sport page', () => {
  it('shows Hong Kong odds by default and switches to European, Indonesian and Malay; 1X2 stays decimal like the books', async () => {
    const { user } = await show();
    const handicap = cell('1:R:H').textContent;
    expect(handicap).toContain('0.90');
    expect(cell('1:M:H')).toHaveTextContent('2.20');
    const format = screen.getByLabelText('赔率格式');
    await user.selectOptions(format, 'E');
    expect(cell('1:R:H')).toHaveTextContent('1.90');
    expect(cell('1:M:H')).toHaveTextContent('2.20');
    await user.selectOptions(format, 'M');
    expect(cell('1:R:H')).toHaveTextContent('0.90');
    expect(cell('1:M:H')).toHaveTextContent('2.20');
    await user.selectOptions(format, 'I');
    expect(cell('1:R:H')).toHaveTextContent('-1.11');
    expect(cell('1:M:H')).toHaveTextContent('2.20');
  });

  it('series mode forces Hong Kong odds and locks the switch', async () => {
    const { user } = await show();
    await user.selectOptions(screen.getByLabelText('赔率格式'), 'E');
    expect(cell('1:R:H')).toHaveTextContent('1.90');
    await user.click(screen.getByLabelText('串关组合'));
    expect(cell('1:R:H')).toHaveTextContent('0.90');
    expect(screen.getByLabelText('赔率格式')).toBeDisabled();
    expect(screen.getByText('串关模式仅支持香港盘')).toBeInTheDocument();
  });

  it('three selections in series offer 2串1 x3, 3串1 x1 and 3串4 x4 with the total stake', async () => {
    const { user } = await show();
    await user.click(screen.getByLabelText('复式串关'));
    await user.click(cell('1:R:H'));
    await user.click(cell('2:OU:O'));
    await user.click(cell('3:M:C'));
    await user.click(screen.getByLabelText('串关组合'));
    expect(screen.getByTestId('stake-line-series:2')).toHaveTextContent('2串1 3 注');
    expect(screen.getByTestId('stake-line-series:3')).toHaveTextContent('3串1 1 注');
    expect(screen.getByTestId('stake-line-series:full')).toHaveTextContent('3串4 4 注');
    await user.type(screen.getByLabelText('3串4 4 注 投注金额'), '10');
    expect(screen.getByTestId('slip-total-stake')).toHaveTextContent('40');
  });

  it('marks a same-match selection invalid in series mode and blocks placing', async () => {
    const { user } = await show();
    await user.click(screen.getByLabelText('串关组合'));
    await user.click(cell('1:R:H'));
    await user.click(cell('2:R:H'));
    await user.click(cell('1:OU:O'));
    expect(screen.getByRole('alert')).toHaveTextContent('同场赛事的投注项不能串关，请移除其中一项');
    expect(screen.getByRole('button', { name: '确认投注' })).toBeDisabled();
    await user.click(cell('1:OU:O'));
    expect(screen.queryByText('同场赛事的投注项不能串关，请移除其中一项')).not.toBeInTheDocument();
  });

  it('reduces a stake above the balance and empties a non-numeric one', async () => {
    const { user } = await show();
    await user.click(cell('1:R:H'));
    const stake = screen.getByLabelText('单注 投注金额');
    await user.type(stake, '2000');
    expect(stake).toHaveValue('1000');
    await user.clear(stake);
    await user.type(stake, 'abc');
    expect(stake).toHaveValue('');
  });

  it('places a bet: pending, then accepted, and blocks picks meanwhile', async () => {
    const { user } = await show();
    answer(
      sports.placeBet,
      ok({
        status: 'pending',
        ticket_id: 'T1',
        delayMs: 0,
        bets: [bet('pending')],
        changes: [],
        centerWalletBalance: '960',
      }),
    );
    answer(
      sports.ticketStatus,
      ok({
        ticket_id: 'T1',
        status: 'accepted',
        reason: null,
        bets: [bet('accepted')],
        centerWalletBalance: '960',
      }),
    );
    await user.click(cell('1:R:H'));
    await user.type(screen.getByLabelText('单注 投注金额'), '40');
    await user.click(screen.getByRole('button', { name: '确认投注' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('订单确认中，请稍候');
    await user.click(cell('2:R:H'));
    expect(
      await screen.findByText('订单确认中，请稍候', { selector: '[role="region"] *' }),
    ).toBeInTheDocument();
    const [call] = callsTo(sports.placeBet);
    expect(call?.payload).toMatchObject({ betType: 'single', stake: '40', autoAccept: true });
    expect(call?.options?.requestId).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('投注成功，注单已确认').length).toBeGreaterThan(0), {
      timeout: 3000,
    });
    const slip = screen.getByRole('region', { name: '投注单' });
    expect(within(slip).getByText('请选择投注项')).toBeInTheDocument();
  });

  it('shows a refusal with its reason and keeps the slip', async () => {
    const { user } = await show();
    answer(sports.placeBet, { fail: 6007, message: '投注金额超过单注上限' });
    await user.click(cell('1:R:H'));
    await user.type(screen.getByLabelText('单注 投注金额'), '40');
    await user.click(screen.getByRole('button', { name: '确认投注' }));
    expect((await screen.findAllByText('投注失败：投注金额超过单注上限')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('单注 投注金额')).toHaveValue('40');
  });

  it('in-play deactivates the sport type tabs', async () => {
    const { user } = await show();
    await user.click(screen.getByRole('tab', { name: '滚球' }));
    expect(screen.getByRole('tab', { name: /篮球/ })).toBeDisabled();
    await waitFor(() =>
      expect(callsTo(sports.snapshot).at(-1)?.payload).toMatchObject({ sportType: 'ALL', marketType: 'RB' }),
    );
  });

  it('a home widget link puts its selection on the slip and highlights its match (issue 15 item 7)', async () => {
    localStorage.clear();
    const store = createStore();
    renderPage(<SportPage live={false} link={{ gameId: '3', selectionId: '3:M:C', marketType: 'FT' }} />, {
      store,
    });
    await waitFor(() => expect(cell('3:M:C')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('row', { name: '热刺 VS 纽卡斯尔' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('row', { name: '阿森纳 VS 切尔西' })).not.toHaveAttribute('aria-current');
    expect(within(screen.getByRole('complementary')).getByText('纽卡斯尔')).toBeInTheDocument();
    expect(callsTo(sports.snapshot)[0]?.payload).toMatchObject({ sportType: 'FT', marketType: 'FT' });
  });

  it('+N 更多玩法 opens every market of the match from matchDetail, each pickable', async () => {
    const { user } = await show();
    answer(
      sports.matchDetail,
      ok({ simulated: true, version: 1, match: matches[1], timeline: [], liveUrl: null }),
    );
    const row = screen.getByRole('row', { name: '利物浦 VS 曼城' });
    await user.click(within(row).getByRole('button', { name: '+3 更多玩法' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('利物浦 VS 曼城 · 全部玩法');
    expect(callsTo(sports.matchDetail)[0]?.payload).toEqual({ gameId: '2' });
    await user.click(within(dialog).getByRole('button', { name: /利物浦 VS 曼城 .* 主 0.85|大 2.5/ }));
    expect(within(dialog).getAllByRole('button', { pressed: true })).toHaveLength(1);
  });
});
