import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { ParcelConfig } from 'single-spa';
import { bus } from '@site/shared/events';
import { renderWithSite } from '@site/shared/testing';
import { loadRemoteModule } from '../remotes/federation';
import { holdPageChat, Widgets } from './widgets';

jest.mock('../remotes/federation', () => ({ loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

/** What the bus handed the stand-in chat parcel. */
const chatOpened: string[] = [];
/** mf-chat's parcel: its own element, and it listens for `open_chat` once mounted. */
const chatParcel: ParcelConfig = {
  bootstrap: async () => undefined,
  mount: async (props) => {
    const el = (props as unknown as { domElement: HTMLElement }).domElement;
    el.innerHTML = '<section data-testid="chat-panel">综合大厅</section>';
    bus.on('open_chat', ({ rid }) => chatOpened.push(rid));
  },
  unmount: async () => undefined,
};

function FakeWidget({ name }: { name: string }) {
  return <p>{name}</p>;
}

const loaded = (remote: string) => load.mock.calls.filter(([r]) => r === remote).length;

describe('the widgets outside every page (issue 31)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    chatOpened.length = 0;
    load.mockReset();
    load.mockImplementation(async (remote) => {
      if (remote === 'mf_chat') return { default: chatParcel };
      if (remote === 'mf_funds') return { default: () => <FakeWidget name="转账" /> };
      if (remote === 'mf_casino_venues') return { default: () => <FakeWidget name="进入场馆" /> };
      return { default: () => null };
    });
  });
  afterEach(() => jest.useRealTimers());

  const idle = () => act(async () => void jest.advanceTimersByTime(3_100));

  it('a guest downloads neither the transfer dialog, the venue launcher nor the chat until asked', async () => {
    renderWithSite(<Widgets loggedIn={false} />);
    await idle();
    expect(loaded('mf_funds')).toBe(0);
    expect(loaded('mf_casino_venues')).toBe(0);
    expect(loaded('mf_chat')).toBe(0);
    // The chat's launcher is on screen all the same.
    expect(screen.getByRole('button', { name: '聊天' })).toBeVisible();
  });

  it("a guest's click on the chat launcher loads the chat and opens it on the lobby; the launcher gives way", async () => {
    renderWithSite(<Widgets loggedIn={false} />);
    const launcher = screen.getByRole('button', { name: '聊天' });
    fireEvent.pointerOver(launcher);
    expect(loaded('mf_chat')).toBe(1);
    fireEvent.click(launcher);
    expect(launcher).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByTestId('chat-panel')).toHaveTextContent('综合大厅');
    // The click reached the widget that loaded after it.
    expect(chatOpened).toEqual(['lobby']);
    expect(screen.queryByTestId('chat-launcher')).toBeNull();
  });

  it('an event that asks for a widget mounts it for a guest, and the widget still gets the event', async () => {
    renderWithSite(<Widgets loggedIn={false} />);
    act(() => bus.emit('venue_transfer', { channelCode: 'AG' }));
    expect(await screen.findByText('转账')).toBeInTheDocument();
    expect(loaded('mf_casino_venues')).toBe(0);
    act(() => bus.emit('enter_venue', { enName: 'AG' }));
    expect(await screen.findByText('进入场馆')).toBeInTheDocument();
  });

  it('a member gets every widget when the browser is idle, not before', async () => {
    renderWithSite(<Widgets loggedIn />);
    expect(loaded('mf_funds')).toBe(0);
    await idle();
    expect(await screen.findByText('转账')).toBeInTheDocument();
    expect(await screen.findByText('进入场馆')).toBeInTheDocument();
    expect(await screen.findByTestId('chat-panel')).toBeInTheDocument();
  });

  it('a member who logs out keeps the widgets (the chat stays on screen)', async () => {
    function Session() {
      const [loggedIn, setLoggedIn] = useState(true);
      return (
        <>
          <button onClick={() => setLoggedIn(false)}>退出登录</button>
          <Widgets loggedIn={loggedIn} />
        </>
      );
    }
    renderWithSite(<Session />);
    await idle();
    expect(await screen.findByTestId('chat-panel')).toBeInTheDocument();
    const chatLoads = loaded('mf_chat');
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await idle();
    expect(screen.getByTestId('chat-panel')).toBeInTheDocument();
    expect(screen.getByText('转账')).toBeInTheDocument();
    // Not unmounted and loaded again: the same widget.
    expect(loaded('mf_chat')).toBe(chatLoads);
  });

  it('the launcher steps aside while a game page shows its own chat', async () => {
    renderWithSite(<Widgets loggedIn={false} />);
    let release: () => void = () => undefined;
    act(() => {
      release = holdPageChat();
    });
    expect(screen.queryByRole('button', { name: '聊天' })).toBeNull();
    act(() => release());
    expect(screen.getByRole('button', { name: '聊天' })).toBeVisible();
  });
});
