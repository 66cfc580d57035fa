import { StrictMode, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { site } from '../contract';
import { request } from './default-client';
import { useEndpoint } from './use-endpoint';

// jsdom has no fetch: the transport is covered against a real server in
// create-api-client.test.ts; here only the hook's state handling is under test.
jest.mock('./default-client', () => ({ request: jest.fn() }));
const mockedRequest = jest.mocked(request);

const wrapper = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

beforeEach(() => mockedRequest.mockReset());

describe('useEndpoint', () => {
  it('loads, then exposes the data', async () => {
    mockedRequest.mockResolvedValue([]);
    const { result } = renderHook(() => useEndpoint(site.navigationList, { position: 'banner' }), {
      wrapper,
    });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toEqual([]);
    expect(result.current.error).toBeUndefined();
    expect(mockedRequest).toHaveBeenCalledWith(site.navigationList, { position: 'banner' });
  });

  it('exposes a failure as error and calls again on reload', async () => {
    mockedRequest.mockRejectedValueOnce(new Error('boom')).mockResolvedValue({ url: 'https://cs.example' });
    const { result } = renderHook(() => useEndpoint(site.onlineCustomService, {}));
    await waitFor(() => expect(result.current.error?.message).toBe('boom'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toEqual({ url: 'https://cs.example' }));
    expect(result.current.error).toBeUndefined();
  });

  it('does not call while disabled, and refetches when the payload changes', async () => {
    mockedRequest.mockResolvedValue([]);
    const { result, rerender } = renderHook(
      ({ position, enabled }: { position: 'banner' | 'nav'; enabled: boolean }) =>
        useEndpoint(site.navigationList, { position }, { enabled }),
      { initialProps: { position: 'banner', enabled: false } },
    );
    expect(result.current.loading).toBe(false);
    expect(mockedRequest).not.toHaveBeenCalled();
    rerender({ position: 'banner', enabled: true });
    await waitFor(() => expect(mockedRequest).toHaveBeenCalledTimes(1));
    rerender({ position: 'nav', enabled: true });
    await waitFor(() =>
      expect(mockedRequest).toHaveBeenLastCalledWith(site.navigationList, { position: 'nav' }),
    );
  });
});
