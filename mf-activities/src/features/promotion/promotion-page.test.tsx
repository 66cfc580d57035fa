import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { promotions } from '@site/shared/contract';
import { clearSession, setSession } from '@site/shared/session';
import { answer, callsTo, fail, ok, resetFakeApi } from '@site/shared/testing';
import { detail, progress } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { PromotionPage } from './promotion-page';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());
jest.setTimeout(20_000);

beforeEach(() => {
  resetFakeApi();
  setSession({ token: 't', userId: '1' });
  answer(promotions.myBonuses, ok([]));
});
afterEach(() => clearSession());

const show = (id = 101) => renderPage(<PromotionPage id={id} />, `/activity/x/${id}`);

describe('first deposit', () => {
  it('computes bonus and turnover from the amount, and joins with one request id', async () => {
    answer(promotions.promotionDetail, ok(detail()));
    answer(promotions.verification, ok({ eligible: true, joined: false, reason: '' }));
    answer(promotions.promotionProgress, ok(progress({ joined: false })));
    answer(
      promotions.joinActivity,
      ok({
        id: 101,
        period: 'all',
        joinTime: '2026-11-23 12:00:00',
        message: '已成功参与「新会员首存100%加赠」，完成存款后彩金将自动到账',
      }),
    );
    const user = userEvent.setup();
    show();
    const amount = await screen.findByLabelText('存款金额（元）');
    await user.clear(amount);
    await user.type(amount, '300');
    expect(screen.getByTestId('calc-bonus')).toHaveTextContent('300.00');
    expect(screen.getByTestId('calc-turnover')).toHaveTextContent('3000.00');
    await user.clear(amount);
    await user.type(amount, '2000');
    expect(screen.getByTestId('calc-bonus')).toHaveTextContent('888.00');
    await user.clear(amount);
    await user.type(amount, '50');
    expect(screen.getByText('存款金额需不低于 100.00 元')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '立即申请' }));
    expect(
      await screen.findByText('已成功参与「新会员首存100%加赠」，完成存款后彩金将自动到账'),
    ).toBeInTheDocument();
    const joins = callsTo(promotions.joinActivity);
    expect(joins).toHaveLength(1);
    expect(joins[0]?.options?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('流水倍数：10 倍')).toBeInTheDocument();
    expect(screen.getByText('真人 50%')).toBeInTheDocument();
  });

  it('says in Chinese why a member may not join', async () => {
    answer(promotions.promotionDetail, ok(detail()));
    answer(
      promotions.verification,
      ok({ eligible: false, joined: false, reason: '本活动仅限新会员参与（首次存款前申请）' }),
    );
    answer(promotions.promotionProgress, ok(progress({ joined: false })));
    show();
    expect(await screen.findByRole('note')).toHaveTextContent('本活动仅限新会员参与（首次存款前申请）');
    expect(screen.getByRole('button', { name: '立即申请' })).toBeDisabled();
  });

  it('asks a guest to log in', async () => {
    clearSession();
    answer(promotions.promotionDetail, ok(detail()));
    show();
    expect(await screen.findByRole('button', { name: '登录后参与' })).toBeInTheDocument();
    expect(callsTo(promotions.verification)).toHaveLength(0);
  });

  it('shows a missing promotion as an error with retry', async () => {
    answer(promotions.promotionDetail, fail(6004, '活动不存在或已下架'));
    show(999);
    expect(await screen.findByText('活动不存在或已下架')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重试/ })).toBeInTheDocument();
  });
});

describe('sign-in, draw, tasks, race', () => {
  it('sign-in shows the streak and the signed days, and signs', async () => {
    answer(
      promotions.promotionDetail,
      ok(
        detail({
          id: 108,
          kind: 'signGift',
          terms: {
            turnoverMultiple: 1,
            contributions: {},
            newMembersOnly: false,
            minVip: 0,
            signRewards: ['1.88', '2.88', '3.88', '5.88', '8.88', '12.88', '18.88'],
          },
        }),
      ),
    );
    answer(
      promotions.verification,
      ok({ eligible: false, joined: true, reason: '您已参与本期活动，每人每期限参与一次' }),
    );
    answer(
      promotions.promotionProgress,
      ok(progress({ streak: 2, signedDays: ['2026-11-22', '2026-11-21'] })),
    );
    answer(
      promotions.confirmInfo,
      ok({ amount: '3.88', message: '签到成功，已连续签到 3 天，获得 3.88 元' }),
    );
    const user = userEvent.setup();
    show(108);
    expect(await screen.findByText('已连续签到 2 天')).toHaveAttribute('data-testid', 'sign-streak');
    const grid = screen.getByRole('grid', { name: '签到日历' });
    expect(within(grid).getAllByRole('gridcell', { selected: true })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '立即签到' }));
    expect(await screen.findByText('签到成功，已连续签到 3 天，获得 3.88 元')).toBeInTheDocument();
    expect(callsTo(promotions.confirmInfo)[0]?.payload).toEqual({ id: 108, action: 'sign' });
  });

  it('the draw shows published odds, turns to the server result, then tells the prize', async () => {
    const prizes = [
      { id: 'p1', name: '888元彩金', amount: '888.00', oddsPercent: '0.10' },
      { id: 'p6', name: '谢谢参与', amount: '0.00', oddsPercent: '99.90' },
    ];
    answer(
      promotions.promotionDetail,
      ok(
        detail({
          id: 107,
          kind: 'drawGift',
          terms: {
            turnoverMultiple: 1,
            contributions: {},
            newMembersOnly: false,
            minVip: 0,
            prizes,
            drawsPerDay: 1,
            drawPerDeposit: '100.00',
          },
        }),
      ),
    );
    answer(promotions.verification, ok({ eligible: false, joined: true, reason: '' }));
    answer(promotions.promotionProgress, ok(progress({ drawsLeft: 1 })));
    answer(
      promotions.confirmInfo,
      ok({ amount: '888.00', message: '恭喜您抽中「888元彩金」', prizeId: 'p1' }),
    );
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    show(107);
    const odds = await screen.findByRole('table', { name: '奖品与中奖概率' });
    expect(within(odds).getByText('0.10%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '开始抽奖' }));
    await waitFor(() => expect(callsTo(promotions.confirmInfo)).toHaveLength(1));
    expect(screen.queryByText('恭喜您抽中「888元彩金」')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(3300);
    });
    expect(await screen.findByText('恭喜您抽中「888元彩金」')).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('tasks can be claimed only when done', async () => {
    answer(
      promotions.promotionDetail,
      ok(
        detail({
          id: 106,
          kind: 'newTask',
          terms: { turnoverMultiple: 1, contributions: {}, newMembersOnly: false, minVip: 0 },
        }),
      ),
    );
    answer(promotions.verification, ok({ eligible: false, joined: true, reason: '' }));
    answer(
      promotions.promotionProgress,
      ok(
        progress({
          tasks: [
            { code: 'bindPhone', title: '绑定手机号', reward: '8.00', done: true, claimed: false },
            { code: 'realName', title: '绑定真实姓名', reward: '8.00', done: false, claimed: false },
          ],
        }),
      ),
    );
    answer(promotions.confirmInfo, ok({ amount: '8.00', message: '领取成功，8.00 元已到账' }));
    const user = userEvent.setup();
    show(106);
    await user.click(await screen.findByRole('button', { name: '领取' }));
    expect(await screen.findByText('领取成功，8.00 元已到账')).toBeInTheDocument();
    expect(callsTo(promotions.confirmInfo)[0]?.payload).toEqual({
      id: 106,
      action: 'claimTask',
      ref: 'bindPhone',
    });
    await user.click(screen.getByRole('button', { name: '去完成' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/mine/auth');
  });

  it('the race shows the board, my rank and a countdown', async () => {
    answer(
      promotions.promotionDetail,
      ok(
        detail({
          id: 104,
          kind: 'racePage',
          terms: {
            turnoverMultiple: 1,
            contributions: { ZR: 100 },
            newMembersOnly: false,
            minVip: 0,
            racePrizes: ['38888.00', '18888.00'],
          },
        }),
      ),
    );
    answer(promotions.verification, ok({ eligible: false, joined: true, reason: '' }));
    answer(promotions.promotionProgress, ok(progress()));
    answer(
      promotions.raceBoard,
      ok({
        rows: [{ rank: 1, name: 'dv***4', turnover: '9000.00', prize: '38888.00' }],
        endTime: '2099-01-01 00:00:00',
        settled: false,
        myRank: 1,
        myTurnover: '9000.00',
      }),
    );
    show(104);
    expect(await screen.findByTestId('race-mine')).toHaveTextContent(
      '我的排名：第 1 名，有效投注 9000.00 元',
    );
    expect(screen.getByRole('table', { name: '实时排行榜' })).toHaveTextContent('38888.00');
    expect(screen.getByText(/^距结束 \d+天/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '名次奖金' })).toHaveTextContent('第2名 18888.00 元');
  });
});
