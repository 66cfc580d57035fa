import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { funds, member, type Endpoint } from '../../contract';
import { bus } from '../../events';
import type { RequestOptions } from '../api-config';
import { ApiError, NetworkError } from '../errors';
import { createQueryHooks } from './create-query-hooks';
import { createSiteQueryClient } from './query-client';

interface Sent {
  path: string;
  payload: unknown;
  requestId: string | undefined;
}

/** A request function answered by `answers` in order per path, recording what was sent. */
function fakeServer(answers: Record<string, Array<() => unknown>>) {
  const sent: Sent[] = [];
  const request = jest.fn(async (endpoint: Endpoint, payload: unknown, options?: RequestOptions) => {
    sent.push({ path: endpoint.path, payload, requestId: options?.requestId });
    await Promise.resolve();
    const next = answers[endpoint.path]?.shift();
    if (!next) throw new NetworkError(endpoint.path);
    return next();
  });
  return { sent, request: request as unknown as Parameters<typeof createQueryHooks>[0] };
}

const balance = (yuan: string) => () => ({ centerWalletBalance: yuan, lockMoney: '0.00' });
const refusal = (message: string) => () => {
  throw new ApiError({ status_code: 6413, message, data: null }, funds.recycle.path);
};

function setup(answers: Record<string, Array<() => unknown>>) {
  const server = fakeServer(answers);
  const client = createSiteQueryClient();
  const hooks = createQueryHooks(server.request, client);

  function Balance() {
    const { data, loading } = hooks.useEndpointQuery(member.getBalance, {});
    return <p>{loading ? '加载中' : `余额 ${data?.centerWalletBalance ?? ''}`}</p>;
  }

  function Recycle() {
    const recycle = hooks.useMoneyMutation(funds.recycle, { retry: 1 });
    const [done, setDone] = useState('');
    return (
      <>
        <button
          type="button"
          onClick={() =>
            recycle.run({}).then(
              () => setDone('已回收'),
              () => undefined,
            )
          }
        >
          一键回收
        </button>
        {recycle.errorText && <p role="alert">{recycle.errorText}</p>}
        {done && <p>{done}</p>}
      </>
    );
  }

  function Page({ showSecond }: { showSecond: boolean }) {
    return (
      <>
        <Balance />
        {showSecond && <Balance />}
        <Recycle />
      </>
    );
  }
  const view = render(
    <StrictMode>
      <Page showSecond={false} />
    </StrictMode>,
  );
  const showSecond = () =>
    view.rerender(
      <StrictMode>
        <Page showSecond />
      </StrictMode>,
    );
  const calls = (path: string) => server.sent.filter((s) => s.path === path);
  return { ...server, client, showSecond, calls };
}

const recycled = () => ({ amount: '0.00', centerWalletBalance: '10.00', recycled: [], skipped: [] });

describe('the query layer', () => {
  it('shows a second reader the cached answer at once and asks again for it; readers together share one request', async () => {
    const s = setup({ [member.getBalance.path]: [balance('10.00'), balance('12.00')] });
    expect(await screen.findByText('余额 10.00')).toBeInTheDocument();
    // StrictMode mounted the first reader twice: one request.
    expect(s.calls(member.getBalance.path)).toHaveLength(1);
    // A page that mounts later (or comes back from the tab cache) shows the cache at once...
    s.showSecond();
    expect(screen.getAllByText('余额 10.00')).toHaveLength(2);
    // ...and is fresh a moment later, like every page before the query layer.
    await waitFor(() => expect(screen.getAllByText('余额 12.00')).toHaveLength(2));
    expect(s.calls(member.getBalance.path)).toHaveLength(2);
  });

  it('reads the balance again after a money mutation and announces refresh_balance once', async () => {
    const s = setup({
      [member.getBalance.path]: [balance('10.00'), balance('60.00')],
      [funds.recycle.path]: [recycled],
    });
    const seen: unknown[] = [];
    const sub = bus.on('refresh_balance', () => seen.push('balance'));
    expect(await screen.findByText('余额 10.00')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: '一键回收' }).click());
    expect(await screen.findByText('余额 60.00')).toBeInTheDocument();
    expect(screen.getByText('已回收')).toBeInTheDocument();
    expect(s.calls(member.getBalance.path)).toHaveLength(2);
    expect(seen).toEqual(['balance']);
    sub.unsubscribe();
  });

  it('retries a lost answer with the same request id, then a fresh id after the answer', async () => {
    const s = setup({
      [member.getBalance.path]: [balance('10.00'), balance('10.00')],
      // First click: no answer twice (the automatic retry included); second click: success; third: success.
      [funds.recycle.path]: [
        () => {
          throw new NetworkError(funds.recycle.path);
        },
        () => {
          throw new NetworkError(funds.recycle.path);
        },
        recycled,
        recycled,
      ],
    });
    await screen.findByText('余额 10.00');
    act(() => screen.getByRole('button', { name: '一键回收' }).click());
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      '服务开小差了，请稍后再试',
    );
    act(() => screen.getByRole('button', { name: '一键回收' }).click());
    await screen.findByText('已回收');
    act(() => screen.getByRole('button', { name: '一键回收' }).click());
    await waitFor(() => expect(s.calls(funds.recycle.path)).toHaveLength(4));
    const ids = s.calls(funds.recycle.path).map((c) => c.requestId);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toBe(ids[0]);
    expect(ids[3]).not.toBe(ids[0]);
  });

  it('shows the server refusal as the error text and uses a fresh id for the next try', async () => {
    const s = setup({
      [member.getBalance.path]: [balance('10.00')],
      [funds.recycle.path]: [refusal('您有未完成流水的红利，暂不能转出'), recycled],
    });
    await screen.findByText('余额 10.00');
    act(() => screen.getByRole('button', { name: '一键回收' }).click());
    expect(await screen.findByRole('alert')).toHaveTextContent('您有未完成流水的红利，暂不能转出');
    expect(s.calls(funds.recycle.path)).toHaveLength(1);
    act(() => screen.getByRole('button', { name: '一键回收' }).click());
    await screen.findByText('已回收');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const [first, second] = s.calls(funds.recycle.path);
    expect(second?.requestId).not.toBe(first?.requestId);
  });
});

describe('the site query client', () => {
  it('forgets every cached read when the session token changes', async () => {
    const { siteQueryClient } = await import('./query-client');
    const { sessionStore, tokenAtom } = await import('../../session');
    siteQueryClient.setQueryData(['api', '/member/info', null], { name: '甲' });
    sessionStore.set(tokenAtom, 'another-member');
    expect(siteQueryClient.getQueryData(['api', '/member/info', null])).toBeUndefined();
  });
});
