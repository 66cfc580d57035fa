import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEndpointQuery, useMoneyMutation } from '@site/shared/api';
import { funds, member } from '@site/shared/contract';
import { bus } from '@site/shared/events';
import { balanceAtom, sessionStore, tokenAtom } from '@site/shared/session';
import { answer, callsTo, ok, renderWithSite, resetFakeApi } from '@site/shared/testing';
import { refreshBalance } from './member-data';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

/** A transfer page as mf-funds has it: the center wallet read and a transfer-in button. */
function TransferPage() {
  const center = useEndpointQuery(funds.getBalance, {});
  const transfer = useMoneyMutation(funds.venueTransfer);
  return (
    <>
      <p>中心钱包 {center.data?.centerWalletBalance ?? '…'}</p>
      <button
        type="button"
        onClick={() =>
          void transfer.run({ channelCode: 'AG', amount: '100.00', ty: funds.TransferDirection.IN })
        }
      >
        转入
      </button>
    </>
  );
}

describe("the header's balance", () => {
  let center = '500.00';
  beforeEach(() => {
    resetFakeApi();
    sessionStore.set(tokenAtom, 'member-token');
    sessionStore.set(balanceAtom, null);
    center = '500.00';
    answer(member.getBalance, () => ok({ centerWalletBalance: center, lockMoney: '30.00' }));
    answer(funds.venueTransfer, () => {
      center = '400.00';
      return ok({
        channelCode: 'AG',
        amount: '100.00',
        ty: 1,
        centerWalletBalance: center,
        venueBalance: '100.00',
      });
    });
  });

  it('is read once after a transfer, the page and the header sharing the read', async () => {
    // The host wiring (shell/use-bus-wiring.ts): every refresh_balance refreshes the header.
    const sub = bus.on('refresh_balance', () => void refreshBalance());
    renderWithSite(<TransferPage />);
    expect(await screen.findByText('中心钱包 500.00')).toBeInTheDocument();
    // The header follows the page's read (center wallet with lock money), without a read of its own.
    expect(sessionStore.get(balanceAtom)).toMatchObject({ center: 53_000, lock: 3_000 });
    const before = callsTo(member.getBalance).length;

    await userEvent.click(screen.getByRole('button', { name: '转入' }));
    expect(await screen.findByText('中心钱包 400.00')).toBeInTheDocument();
    // Let any later read (a second one from the event) arrive before counting.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(callsTo(funds.venueTransfer)).toHaveLength(1);
    expect(callsTo(member.getBalance).length - before).toBe(1);
    expect(sessionStore.get(balanceAtom)).toMatchObject({ center: 43_000, lock: 3_000 });
    sub.unsubscribe();
  });

  it('is read on its own when no page shows the balance, and keeps failing reads quiet', async () => {
    await refreshBalance();
    expect(callsTo(member.getBalance)).toHaveLength(1);
    expect(sessionStore.get(balanceAtom)).toMatchObject({ center: 53_000, lock: 3_000 });
    answer(member.getBalance, { network: true });
    await expect(refreshBalance()).resolves.toBeUndefined();
    expect(sessionStore.get(balanceAtom)).toMatchObject({ center: 53_000 });
  });

  it('asks nothing for a guest', async () => {
    sessionStore.set(tokenAtom, null);
    await refreshBalance();
    expect(callsTo(member.getBalance)).toHaveLength(0);
  });
});
