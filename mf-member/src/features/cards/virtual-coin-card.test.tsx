import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { funds } from '@site/shared/contract';
import { answer, callsTo, fail, ok, resetFakeApi } from '@site/shared/testing';
import { renderCardsPage } from '../../testing/cards-render';
import { VirtualCoinCard } from './virtual-coin-card';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());
// User-event flows with dialogs take a few seconds when the machine is busy.
jest.setTimeout(15_000);

const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const ERC20 = '0x5133aa7ed000000000000000000000000000c0de';

const usdtCard = (id: number, protocol: string, accountNo: string) => ({
  id,
  kind: 'usdt',
  bankCode: protocol,
  bankName: `USDT-${protocol}`,
  accountNo,
  holderName: '',
  createTime: '2026-11-23 10:00:00',
});

function answerCards(cards: unknown[]) {
  answer(funds.queryMemberBanksInfoList, ok(cards));
  answer(funds.bankCardAddList, ok({ banks: [], realName: '张伟', maxCards: 5, count: 0 }));
}

beforeEach(() => {
  resetFakeApi();
  answer(funds.vCurrencyList, ok([{ currency: 'USDT', protocols: ['TRC20', 'ERC20'], rate: '7.20' }]));
  answerCards([]);
});

/** Addresses are pasted, not typed, by real members (and typing 42 characters is slow here). */
async function pasteAddress(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByLabelText('钱包地址'));
  await user.paste(text);
}

async function show() {
  renderCardsPage('/mine/virtualCoinCard', { '/mine/virtualCoinCard': <VirtualCoinCard /> });
  return screen.findByRole('form', { name: '添加USDT地址' });
}

describe('virtual coin card page', () => {
  it('shows the currencies, chains and an empty list', async () => {
    await show();
    expect(screen.getByLabelText('币种')).toHaveValue('USDT');
    expect(screen.getByText('参考汇率：1 USDT ≈ 7.20 元')).toBeInTheDocument();
    expect(screen.getByLabelText('链类型（协议）')).toHaveValue('TRC20');
    expect(await screen.findByText('还没有绑定USDT地址')).toBeInTheDocument();
    expect(screen.getByText('已绑定 0/5 个')).toBeInTheDocument();
  });

  it('checks the address against the chosen protocol', async () => {
    const user = userEvent.setup();
    await show();
    await user.click(screen.getByRole('button', { name: '添加地址' }));
    expect(screen.getByLabelText('钱包地址')).toHaveAccessibleDescription('请输入钱包地址');

    await pasteAddress(user, ERC20);
    await user.click(screen.getByRole('button', { name: '添加地址' }));
    expect(screen.getByLabelText('钱包地址')).toHaveAccessibleDescription(
      'TRC20地址须以T开头，共34位，且不含0、O、I、l',
    );
    expect(screen.getByLabelText('钱包地址')).toHaveValue(ERC20);

    await user.selectOptions(screen.getByLabelText('链类型（协议）'), 'ERC20');
    await user.click(screen.getByRole('button', { name: '添加地址' }));
    expect(await screen.findByRole('dialog', { name: '确认USDT地址' })).toHaveTextContent(ERC20);
    await user.click(screen.getByRole('button', { name: '返回修改' }));

    await user.clear(screen.getByLabelText('钱包地址'));
    await pasteAddress(user, TRC20);
    await user.click(screen.getByRole('button', { name: '添加地址' }));
    expect(screen.getByLabelText('钱包地址')).toHaveAccessibleDescription(
      'ERC20地址须以0x开头，后接40位十六进制字符（0-9、a-f）',
    );
    expect(callsTo(funds.bankCardAdd)).toHaveLength(0);
  });

  it('adds a TRC20 address after the confirmation and lists it', async () => {
    const user = userEvent.setup();
    const added = usdtCard(9, 'TRC20', 'TQn9 **** **** bLSE');
    answer(funds.bankCardAdd, ok(added));
    await show();
    await pasteAddress(user, ` ${TRC20} `);
    await user.click(screen.getByRole('button', { name: '添加地址' }));
    const dialog = await screen.findByRole('dialog', { name: '确认USDT地址' });
    expect(dialog).toHaveTextContent('TRC20');
    answerCards([added]);
    await user.click(within(dialog).getByRole('button', { name: '确认添加' }));
    expect(await screen.findByText('USDT地址添加成功')).toBeInTheDocument();
    expect(callsTo(funds.bankCardAdd).map((c) => c.payload)).toEqual([
      { kind: 'usdt', protocol: 'TRC20', address: TRC20 },
    ]);
    const list = await screen.findByRole('list', { name: '已绑定的USDT地址' });
    expect(within(list).getByText('TQn9 **** **** bLSE')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('钱包地址')).toHaveValue(''));
  });

  it('shows a server refusal and keeps the address', async () => {
    const user = userEvent.setup();
    answer(funds.bankCardAdd, fail(6009, '该收款账户已绑定'));
    await show();
    await pasteAddress(user, TRC20);
    await user.click(screen.getByRole('button', { name: '添加地址' }));
    await user.click(await screen.findByRole('button', { name: '确认添加' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该收款账户已绑定');
    expect(screen.getByLabelText('钱包地址')).toHaveValue(TRC20);
  });

  it('blocks the form at the limit', async () => {
    answerCards([1, 2, 3, 4, 5].map((id) => usdtCard(id, 'TRC20', `TQn9 **** **** 000${id}`)));
    await show();
    await waitFor(() => expect(screen.getByRole('button', { name: '添加地址' })).toBeDisabled());
    expect(screen.getByText('最多可绑定 5 个USDT地址，如需更换请联系在线客服。')).toBeInTheDocument();
  });
});
