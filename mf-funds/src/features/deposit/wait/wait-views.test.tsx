import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { funds } from '@site/shared/contract';
import { pageMetaAtom } from '@site/shared/routes';
import { answer, callsTo, fail, ok, resetFakeApi } from '@site/shared/testing';
import {
  BANK_ACCOUNT,
  ORDER_NO,
  USDT_ACCOUNT,
  depositOrder,
  renderAt,
  stubWindowOpen,
} from '../../../testing/fake-deposit-api';
import { recordBus } from '../../../testing/render';
import { rememberOrder } from '../utils/order-cache';
import { GatewayWait } from './gateway-wait';
import { SimpleWait } from './simple-wait';
import { TransferWait } from './transfer-wait';
import { VirtualCoinWait } from './virtual-coin-wait';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const POLL = 20;
// Polling tests wait on real timers; the shared 2-core machine can be slow.
jest.setTimeout(20_000);
const at = (path: string, orderNo = ORDER_NO) => `${path}?orderNo=${orderNo}`;
const location = () => screen.getByTestId('location');

beforeEach(() => {
  resetFakeApi();
  sessionStorage.clear();
});

/** Answers `pending` for the first `pendingPolls` reads, then `then`. */
function answerStatusSequence(pendingPolls: number, then: funds.DepositOrder) {
  let reads = 0;
  answer(funds.getDepositOrderStatus, () => {
    reads += 1;
    return ok(reads <= pendingPolls ? depositOrder() : then);
  });
}

describe('deposit wait views', () => {
  it('polls a pending gateway order until paid, refreshes the balance once and stops polling', async () => {
    const user = userEvent.setup();
    const refresh = recordBus('refresh_balance');
    answerStatusSequence(2, depositOrder({ status: 'paid', finishTime: '2026-11-23 20:01:00' }));
    renderAt(<GatewayWait pollIntervalMs={POLL} />, at('/mine/savemoney/rechargeWait'));
    expect(await screen.findByRole('heading', { name: '存款确认中' })).toBeInTheDocument();
    expect(
      await screen.findByText('请在新打开的支付页面完成付款，付款完成后本页将自动更新。'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: '存款成功' })).toBeInTheDocument();
    expect(screen.getByText('200 元已存入中心钱包，余额已更新。')).toBeInTheDocument();
    // The page no longer says it is confirming: heading and tab title follow the result.
    expect(screen.queryByRole('heading', { name: '存款确认中' })).not.toBeInTheDocument();
    expect(getDefaultStore().get(pageMetaAtom)).toMatchObject({
      path: '/mine/savemoney/rechargeWait',
      title: '存款成功',
    });
    expect(refresh.seen).toHaveLength(1);
    const reads = callsTo(funds.getDepositOrderStatus).length;
    await new Promise((r) => setTimeout(r, POLL * 5));
    expect(callsTo(funds.getDepositOrderStatus)).toHaveLength(reads);
    expect(callsTo(funds.getDepositOrderStatus)[0]?.payload).toEqual({ orderNo: ORDER_NO });
    await user.click(screen.getByRole('button', { name: '交易记录' }));
    expect(location()).toHaveTextContent('/mine/transRecord');
    refresh.stop();
  });

  it('reopens the gateway page of an order placed in this tab', async () => {
    const user = userEvent.setup();
    const windowOpen = stubWindowOpen();
    rememberOrder(ORDER_NO, { payUrl: `/pay/gateway/${ORDER_NO}`, account: null, protocol: null });
    answer(funds.getDepositOrderStatus, ok(depositOrder()));
    renderAt(<GatewayWait pollIntervalMs={POLL} />, at('/mine/savemoney/rechargeWait'));
    await user.click(await screen.findByRole('button', { name: '打开支付页面' }));
    expect(windowOpen.open).toHaveBeenCalledWith(
      `http://localhost/pay/gateway/${ORDER_NO}`,
      '_blank',
      'noopener',
    );
    windowOpen.restore();
  });

  it('stops polling when the page goes away', async () => {
    answer(funds.getDepositOrderStatus, ok(depositOrder()));
    const view = renderAt(<GatewayWait pollIntervalMs={POLL} />, at('/mine/savemoney/rechargeWait'));
    await waitFor(() => expect(callsTo(funds.getDepositOrderStatus).length).toBeGreaterThanOrEqual(3));
    view.unmount();
    const reads = callsTo(funds.getDepositOrderStatus).length;
    await new Promise((r) => setTimeout(r, POLL * 5));
    expect(callsTo(funds.getDepositOrderStatus)).toHaveLength(reads);
  });

  it('closes the order after a confirmation and shows it closed', async () => {
    const user = userEvent.setup();
    answer(funds.getDepositOrderStatus, ok(depositOrder()));
    answer(funds.closeOrder, ok(depositOrder({ status: 'closed' })));
    renderAt(<GatewayWait pollIntervalMs={POLL} />, at('/mine/savemoney/rechargeWait'));
    await user.click(await screen.findByRole('button', { name: '关闭订单' }));
    const dialog = await screen.findByRole('dialog', { name: '关闭订单' });
    expect(dialog).toHaveTextContent(ORDER_NO);
    await user.click(within(dialog).getByRole('button', { name: '暂不关闭' }));
    expect(callsTo(funds.closeOrder)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '关闭订单' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '关闭订单' })).getByRole('button', {
        name: '确定关闭',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '订单已关闭' })).toBeInTheDocument();
    expect(callsTo(funds.closeOrder)[0]?.payload).toEqual({ orderNo: ORDER_NO });
    expect(screen.queryByRole('button', { name: '关闭订单' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '继续存款' }));
    expect(location()).toHaveTextContent(/^\/mine\/savemoney$/);
  });

  it('an unknown order says so and leads back to the deposit page', async () => {
    const user = userEvent.setup();
    answer(funds.getDepositOrderStatus, fail(6004, '订单不存在'));
    renderAt(<GatewayWait pollIntervalMs={POLL} />, at('/mine/savemoney/rechargeWait'));
    expect(await screen.findByText('未找到该订单：订单号有误，或订单不属于当前账户。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回存款' }));
    expect(location()).toHaveTextContent(/^\/mine\/savemoney$/);
  });

  it('a missing or malformed order number is refused without asking the server', async () => {
    const first = renderAt(<GatewayWait pollIntervalMs={POLL} />, '/mine/savemoney/rechargeWait');
    expect(await screen.findByText('缺少订单号')).toBeInTheDocument();
    first.unmount();
    renderAt(<TransferWait pollIntervalMs={POLL} />, at('/mine/savemoney/transferWait', '<script>'));
    expect(await screen.findByText('订单不存在')).toBeInTheDocument();
    expect(callsTo(funds.getDepositOrderStatus)).toHaveLength(0);
  });

  it('a failed first read offers a retry', async () => {
    const user = userEvent.setup();
    answer(funds.getDepositOrderStatus, fail(6005, '服务开小差了，请稍后再试'));
    renderAt(<GatewayWait pollIntervalMs={POLL} />, at('/mine/savemoney/rechargeWait'));
    expect(await screen.findByText('服务开小差了，请稍后再试')).toBeInTheDocument();
    answer(funds.getDepositOrderStatus, ok(depositOrder({ status: 'failed' })));
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: '支付失败' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '联系客服' })).toBeInTheDocument();
  });

  it('the transfer-wait view shows the account, amount and remark code, each copyable', async () => {
    const user = userEvent.setup();
    rememberOrder(ORDER_NO, { payUrl: `/pay/gateway/${ORDER_NO}`, account: BANK_ACCOUNT, protocol: null });
    answer(funds.getDepositOrderStatus, ok(depositOrder({ payType: 'bank', amount: '500.00' })));
    answer(funds.createSignalCode, ok({ orderNo: ORDER_NO, signalCode: 'K7P2QX' }));
    renderAt(<TransferWait pollIntervalMs={POLL} />, at('/mine/savemoney/transferWait'));
    expect(await screen.findByText('K7P2QX')).toBeInTheDocument();
    expect(screen.getByText('中国工商银行')).toBeInTheDocument();
    expect(screen.getByText('模拟收款有限公司')).toBeInTheDocument();
    expect(screen.getByText('6222020000000000001')).toBeInTheDocument();
    for (const label of ['收款银行', '收款人', '收款账号', '转账金额', '附言备注码', '订单号'])
      expect(screen.getByRole('button', { name: `复制${label}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '复制收款账号' }));
    expect(await navigator.clipboard.readText()).toBe('6222020000000000001');
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '复制附言备注码' }));
    expect(await navigator.clipboard.readText()).toBe('K7P2QX');
    expect(callsTo(funds.createSignalCode)[0]?.payload).toEqual({ orderNo: ORDER_NO });
  });

  it('after a reload in another tab the transfer-wait view still follows the order and says where the account went', async () => {
    answer(funds.getDepositOrderStatus, ok(depositOrder({ payType: 'bank' })));
    answer(funds.createSignalCode, ok({ orderNo: ORDER_NO, signalCode: 'K7P2QX' }));
    renderAt(<TransferWait pollIntervalMs={POLL} />, at('/mine/savemoney/transferWait'));
    expect(await screen.findByText(/收款账户仅在下单的页面显示/)).toBeInTheDocument();
    expect(await screen.findByText('K7P2QX')).toBeInTheDocument();
  });

  it('the virtual-coin-wait view shows the address with its QR code, protocol and coins', async () => {
    const user = userEvent.setup();
    rememberOrder(ORDER_NO, { payUrl: `/pay/gateway/${ORDER_NO}`, account: USDT_ACCOUNT, protocol: 'ERC20' });
    answer(funds.getDepositOrderStatus, ok(depositOrder({ payType: 'usdt', amount: '720.00' })));
    renderAt(<VirtualCoinWait pollIntervalMs={POLL} />, at('/mine/savemoney/virtualWait'));
    expect(await screen.findByRole('img', { name: '收款地址二维码' })).toBeInTheDocument();
    expect(screen.getByText(USDT_ACCOUNT.accountNo)).toBeInTheDocument();
    expect(screen.getByText('100.000000 USDT')).toBeInTheDocument();
    expect(screen.getByText('1 USDT ≈ 7.20 元')).toBeInTheDocument();
    expect(screen.getByText('请务必使用 ERC20 协议转账，转错链路的款项无法找回。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '复制收款地址' }));
    expect(await navigator.clipboard.readText()).toBe(USDT_ACCOUNT.accountNo);
  });

  it('the huione and xnbsk pages follow an order under their own titles; customer service goes through the bus', async () => {
    const user = userEvent.setup();
    const service = recordBus('customer_service');
    answer(funds.getDepositOrderStatus, ok(depositOrder()));
    const huione = renderAt(<SimpleWait page="huione" pollIntervalMs={POLL} />, at('/mine/huione'));
    expect(await screen.findByRole('heading', { name: '汇旺支付' })).toBeInTheDocument();
    expect(await screen.findByText('待支付')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '联系客服' }));
    expect(service.seen).toHaveLength(1);
    huione.unmount();
    answer(funds.getDepositOrderStatus, ok(depositOrder({ status: 'paid' })));
    renderAt(<SimpleWait page="xnbsk" pollIntervalMs={POLL} />, at('/mine/xnbsk'));
    expect(await screen.findByRole('heading', { name: '虚拟币收款' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: '存款成功' })).toBeInTheDocument();
    service.stop();
  });
});
