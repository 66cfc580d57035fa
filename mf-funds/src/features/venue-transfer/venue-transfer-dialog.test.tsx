import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { funds } from '@site/shared/contract';
import { bus, type EventMap } from '@site/shared/events';
import { answer, callsTo, fail, networkDown, ok, resetFakeApi } from '@site/shared/testing';
import { recordBus, renderWithHosts } from '../../testing/render';
import { VenueTransferDialog } from './venue-transfer-dialog';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const venue = { channelCode: 'AG', name: 'AG真人', category: 'ZR', status: 'open', balance: '0.00' };

beforeEach(() => {
  resetFakeApi();
  answer(funds.getBalance, ok({ centerWalletBalance: '1234.50', lockMoney: '0.00' }));
  answer(funds.venueBalance, ok(venue));
});

async function open(payload: EventMap['venue_transfer'] = { channelCode: 'AG' }) {
  renderWithHosts(<VenueTransferDialog />);
  act(() => bus.emit('venue_transfer', payload));
  await screen.findByRole('dialog', { name: '转入场馆' });
  await screen.findByText('¥1,234.50');
}

const amountField = () => screen.getByLabelText('转入金额');
const submit = () => screen.getByRole('button', { name: '确认转入' });

describe('venue transfer-in dialog', () => {
  it('opens from the bus with the venue and the center balance', async () => {
    await open({ channelCode: 'AG', message: '您还在活动中' });
    expect(screen.getByText('AG真人')).toBeInTheDocument();
    expect(screen.getByText('您还在活动中')).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('maxLength', '12');
  });

  it('requires an amount with at most two decimals and sends nothing until it is valid', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(submit());
    expect(await screen.findByText('请输入转入金额')).toBeInTheDocument();
    await user.type(amountField(), '10.123');
    await user.click(submit());
    expect(await screen.findByText('请输入正确的金额，最多两位小数')).toBeInTheDocument();
    await user.clear(amountField());
    await user.type(amountField(), '2000');
    await user.click(submit());
    expect(await screen.findByText('转入金额不能超过中心钱包余额')).toBeInTheDocument();
    expect(callsTo(funds.venueTransfer)).toHaveLength(0);
  });

  it('全部 fills the whole center balance and shows it in capital numerals', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: '全部' }));
    expect(amountField()).toHaveValue('1234.50');
    expect(screen.getByText('大写：壹仟贰佰叁拾肆元伍角')).toBeInTheDocument();
  });

  it('transfers in (ty 1) with a request id, toasts 转账成功, refreshes the balance and closes', async () => {
    const user = userEvent.setup();
    const refresh = recordBus('refresh_balance');
    answer(
      funds.venueTransfer,
      ok({
        channelCode: 'AG',
        amount: '100.00',
        ty: 1,
        centerWalletBalance: '1134.50',
        venueBalance: '100.00',
      }),
    );
    await open({ channelCode: 'AG', isActivity: true });
    await user.type(amountField(), '100');
    await user.click(submit());
    expect(await screen.findByText('转账成功')).toBeInTheDocument();
    const [call] = callsTo(funds.venueTransfer);
    expect(call?.payload).toEqual({ channelCode: 'AG', amount: '100', ty: 1, isActivity: true });
    expect(call?.options?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(refresh.seen).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '转入场馆' })).not.toBeInTheDocument());
    refresh.stop();
  });

  it('shows the server message on failure and keeps the dialog open, without a balance refresh', async () => {
    const user = userEvent.setup();
    const refresh = recordBus('refresh_balance');
    answer(funds.venueTransfer, fail(6415, '场馆维护中'));
    await open();
    await user.type(amountField(), '50');
    await user.click(submit());
    expect(await screen.findByText('场馆维护中')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '转入场馆' })).toBeInTheDocument();
    expect(refresh.seen).toHaveLength(0);
    refresh.stop();
  });

  it('retries after a lost connection with the same request id; a server answer gives a fresh one', async () => {
    const user = userEvent.setup();
    answer(funds.venueTransfer, networkDown());
    await open();
    await user.type(amountField(), '50');
    await user.click(submit());
    await screen.findByText('服务开小差了，请稍后再试');
    await waitFor(() => expect(submit()).not.toBeDisabled());
    answer(funds.venueTransfer, fail(6005, '服务器错误'));
    await user.click(submit());
    await screen.findByText('服务器错误');
    await waitFor(() => expect(submit()).not.toBeDisabled());
    await user.click(submit());
    await waitFor(() => expect(callsTo(funds.venueTransfer)).toHaveLength(3));
    const ids = callsTo(funds.venueTransfer).map((c) => c.options?.requestId);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('6413 closes the form, shows the tips dialog with the server message and calls the callback', async () => {
    const user = userEvent.setup();
    const onDone = jest.fn();
    answer(funds.venueTransfer, fail(6413, '您还在活动中，未达到流水要求不能转出'));
    await open({ channelCode: 'AG', onDone });
    await user.type(amountField(), '50');
    await user.click(submit());
    expect(await screen.findByText('您还在活动中，未达到流水要求不能转出')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '转入场馆' })).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
