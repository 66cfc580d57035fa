import { useEffect, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { bus, type EventName } from '@site/shared/events';
import { t } from '@site/shared/i18n';
import { chatLauncherStyle } from '@site/shared/ui';
import { loadRemoteModule } from '../remotes/federation';
import { ParcelSlot } from '../remotes/parcel-slot';
import { RemoteSlot } from '../remotes/remote-slot';
import { warmContractWhenIdle } from '../remotes/warm-contract';
import { AuthWidget } from './auth-widget';

/** Resolves once the browser is idle after the first page has had its turn (max 3 s). */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(() => setReady(true), 1500);
    return () => window.clearTimeout(timer);
  }, []);
  return ready;
}

type WidgetName = 'transfer' | 'launcher' | 'chat';

/** The bus event that asks for each widget (each is held by the bus until its widget listens). */
const WIDGET_OF: Partial<Record<EventName, WidgetName>> = {
  venue_transfer: 'transfer',
  enter_venue: 'launcher',
  open_chat: 'chat',
};

/**
 * The widgets wanted so far: each one asked for on the bus, and all of them once a member's
 * browser is idle. A widget once wanted stays (a member who logs out keeps the chat). It reads
 * the bus's stream of every event, not `on(...)`, so the event stays held for the widget it mounts.
 */
function useWanted(allNow: boolean): ReadonlySet<WidgetName> {
  const [wanted, setWanted] = useState<ReadonlySet<WidgetName>>(() => new Set());
  const add = (names: WidgetName[]) =>
    setWanted((current) => (names.every((n) => current.has(n)) ? current : new Set([...current, ...names])));
  useEffect(() => {
    const subscription = bus.all$().subscribe((event) => {
      const widget = WIDGET_OF[event.type];
      if (widget) add([widget]);
    });
    return () => subscription.unsubscribe();
  }, []);
  useEffect(() => {
    if (allNow) add(['transfer', 'launcher', 'chat']);
  }, [allNow]);
  return wanted;
}

/** Game pages that mount their own chat (ChatBeside): the floating one steps aside meanwhile. */
let pageChats = 0;
const pageChatListeners = new Set<() => void>();
/** A game page's own chat is on screen until the returned function is called. */
export function holdPageChat(): () => void {
  pageChats += 1;
  for (const listener of pageChatListeners) listener();
  return () => {
    pageChats -= 1;
    for (const listener of pageChatListeners) listener();
  };
}
function subscribePageChats(listener: () => void): () => void {
  pageChatListeners.add(listener);
  return () => pageChatListeners.delete(listener);
}

const CHAT = { remote: 'mf_chat', module: './ChatParcel' } as const;

/** The chat widget's launcher, drawn by the host until mf-chat is there (same place and look). */
const Launcher = styled.button`
  ${chatLauncherStyle}
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }
`;

/**
 * A guest's chat before mf-chat has loaded (issue 31: a guest who never opens the chat no
 * longer downloads it). The launcher is the host's; pointing at, focusing or touching it
 * fetches mf-chat, and a click opens the lobby through the bus (`open_chat`, held until the
 * widget listens). It stays, busy, until the widget has mounted in its place.
 */
function ChatLauncher({ onOpen, busy }: { onOpen: () => void; busy: boolean }) {
  const prefetch = () => void loadRemoteModule(CHAT.remote, CHAT.module).catch(() => undefined);
  return (
    <Launcher
      type="button"
      data-testid="chat-launcher"
      aria-label={t('chat.launcher')}
      aria-busy={busy || undefined}
      onPointerOver={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      onClick={() => {
        bus.emit('open_chat', { rid: 'lobby' });
        onOpen();
      }}
    >
      {t('chat.launcher')}
    </Launcher>
  );
}

/** The floating chat: the parcel itself, or for a guest who has not asked for it, its launcher. */
function FloatingChat({ mount }: { mount: boolean }) {
  const pageChat = useSyncExternalStore(subscribePageChats, () => pageChats > 0);
  const [mounted, setMounted] = useState(false);
  const [opening, setOpening] = useState(false);
  const launcher =
    !mounted && !pageChat ? <ChatLauncher busy={opening && mount} onOpen={() => setOpening(true)} /> : null;
  if (!mount) return launcher;
  return (
    <>
      {launcher}
      <ParcelSlot
        remote={CHAT.remote}
        module={CHAT.module}
        onMounted={() => setMounted(true)}
        onFailed={() => setOpening(false)}
      />
    </>
  );
}

/**
 * Remote widgets the host mounts once: they live outside any page.
 * - A member's load when the browser is idle, so they never compete with the first page for
 *   the network and the main thread; a click that opens one earlier is held by the bus until
 *   it is there.
 * - A guest's load when first asked for (issue 31: a guest cannot transfer, and most never
 *   open a venue or the chat, yet every guest downloaded all three): the bus event that opens
 *   one mounts it, and the event waits for it. The chat shows the host's launcher meanwhile.
 * - The auth dialog loads on intent toward 登录 / 注册 or on the first auth event, and mounts
 *   as soon as it has loaded (auth-intent.tsx).
 */
export function Widgets({ loggedIn }: { loggedIn: boolean }) {
  const idle = useAfterFirstPaint();
  const wanted = useWanted(loggedIn && idle);
  useEffect(() => {
    if (idle) warmContractWhenIdle();
  }, [idle]);
  return (
    <>
      <AuthWidget />
      {wanted.has('transfer') && (
        <RemoteSlot remote="mf_funds" module="./VenueTransferDialog" variant="widget" />
      )}
      {wanted.has('launcher') && (
        <RemoteSlot remote="mf_casino_venues" module="./VenueLauncher" variant="widget" />
      )}
      <FloatingChat mount={wanted.has('chat')} />
    </>
  );
}
