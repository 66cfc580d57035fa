import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { funds } from '@site/shared/contract';
import { sessionStore, userInfoAtom } from '@site/shared/session';
import { answer, callsTo, ok, resetFakeApi } from '@site/shared/testing';
import {
  FIRST_DEPOSIT_OFFER,
  answerDepositPage,
  placedOrder,
  renderAt,
  stubWindowOpen,
} from '../../../testing/fake-deposit-api';
import { DepositPage } from './deposit-page';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());
jest.setTimeout(20_000);

// Issue 28 items 2 and 12: the first-deposit offer is applied for on the page, and a deposit needs a birthday.
let windowOpen: ReturnType<typeof stubWindowOpen>;
beforeEach(() => {
  resetFakeApi();
  sessionStorage.clear();
  sessionStore.set(userInfoAtom, null);
  answerDepositPage({ rewards: [FIRST_DEPOSIT_OFFER] });
  windowOpen = stubWindowOpen();
});
afterEach(() => windowOpen.restore());

async function showAlipay500() {
  const user = userEvent.setup();
  renderAt(<DepositPage />, '/mine/savemoney');
  await user.click(await screen.findByRole('tab', { name: '支付宝' }));
  await user.click(screen.getByRole('button', { name: '500元' }));
  return user;
}

const box = () => screen.getByRole('checkbox', { name: '申请首存优惠' });
const estimate = /预计可获赠/;

describe('the first-deposit offer on the deposit page', () => {
  it('is an unticked box with its terms, turnover and rules link, and no estimate until ticked', async () => {
    const user = await showAlipay500();
    expect(box()).not.toBeChecked();
    const offers = screen.getByRole('region', { name: '存款优惠' });
    expect(offers).toHaveTextContent('彩金需完成 10 倍流水后方可提款或转出');
    expect(within(offers).getByRole('link', { name: '活动规则' })).toHaveAttribute(
      'href',
      '/activity/firstDeposit/101',
    );
    expect(screen.queryByText(estimate)).not.toBeInTheDocument();
    await user.click(box());
    expect(
      screen.getByText('本次存款预计可获赠 500 元（需完成 5,000 元有效投注后方可提款），以实际到账为准'),
    ).toBeInTheDocument();
    await user.click(box());
    expect(screen.queryByText(estimate)).not.toBeInTheDocument();
  });

  it('ticked: the order carries joinPromotionId and the confirmation names the offer', async () => {
    answer(funds.pay, ok(placedOrder({ payType: 'alipay', amount: '500.00' })));
    const user = await showAlipay500();
    await user.click(box());
    await user.click(screen.getByRole('button', { name: '立即存款' }));
    const dialog = await screen.findByRole('dialog', { name: '确认存款' });
    expect(dialog).toHaveTextContent('申请优惠新会员首存100%加赠');
    await user.click(within(dialog).getByRole('button', { name: '确认存款' }));
    await waitFor(() => expect(callsTo(funds.pay)).toHaveLength(1));
    expect(callsTo(funds.pay)[0]?.payload).toEqual({
      payType: 'alipay',
      amount: '500.00',
      joinPromotionId: 101,
    });
  });

  it('not ticked: the order joins nothing', async () => {
    answer(funds.pay, ok(placedOrder({ payType: 'alipay', amount: '500.00' })));
    const user = await showAlipay500();
    await user.click(screen.getByRole('button', { name: '立即存款' }));
    const dialog = await screen.findByRole('dialog', { name: '确认存款' });
    expect(dialog).not.toHaveTextContent('申请优惠');
    await user.click(within(dialog).getByRole('button', { name: '确认存款' }));
    await waitFor(() => expect(callsTo(funds.pay)).toHaveLength(1));
    expect(callsTo(funds.pay)[0]?.payload).toEqual({ payType: 'alipay', amount: '500.00' });
  });

  it('an offer already joined is promised without a box, with its estimate', async () => {
    answerDepositPage({ rewards: [{ ...FIRST_DEPOSIT_OFFER, joined: true }] });
    const user = await showAlipay500();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText('已申请「新会员首存100%加赠」，本次存款到账后自动发放彩金')).toBeInTheDocument();
    expect(screen.getByText(estimate)).toBeInTheDocument();
    // Above the amount where the bonus reaches its cap, the cap is still paid.
    await user.click(screen.getByRole('button', { name: '1,000元' }));
    expect(screen.getByText(/预计可获赠 888 元/)).toBeInTheDocument();
  });
});

describe('the birthday before the first deposit', () => {
  it('without a birthday on file: says why, links to the profile and does not submit', async () => {
    sessionStore.set(userInfoAtom, {
      userId: '1',
      name: 'player1',
      bindPhone: true,
      bindRealName: true,
      phone: '138****8000',
      email: '',
      realName: '张*',
      vipGrade: 0,
      registerTime: '2026-03-01 12:00:00',
      birthday: '',
      bindBirthday: false,
    });
    const user = await showAlipay500();
    const notice = screen.getByRole('region', { name: '存款前请先填写生日' });
    expect(notice).toHaveTextContent('未满18周岁不能存款');
    expect(within(notice).getByRole('link', { name: '去填写生日' })).toHaveAttribute(
      'href',
      '/mine/userinfo',
    );
    expect(screen.getByRole('button', { name: '立即存款' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '立即存款' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
