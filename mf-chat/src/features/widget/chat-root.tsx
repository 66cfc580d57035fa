import { Provider, useAtomValue } from 'jotai';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { brandAtom, editionAtom, sessionStore } from '@site/shared/session';
import { ThemeProvider, type Edition } from '@site/shared/theme';
import '../../messages';
import type { ChatClient } from '../../lib/chat-client';
import { acquireChatClient, releaseChatClient } from '../../lib/chat-connection';
import { inlineChats$ } from '../../lib/placement';
import { ChatWidget } from './chat-widget';

export interface ChatRootProps {
  placement?: 'floating' | 'inline';
  initialRoom?: string;
  /** Outside the site (a standalone game page) there is no brand in the session: the page says which site. */
  siteId?: string;
  /** Outside the site the page also says its edition (the demo game pages are dark): else the session's. */
  edition?: Edition;
  /**
   * A game page's own floating chat: its launcher docks small at the edge, off the game's
   * buttons. Default: true outside the site (only the demo game pages mount it there).
   */
  gamePage?: boolean;
}

const subscribeInline = (onChange: () => void) => {
  const sub = inlineChats$.subscribe(onChange);
  return () => sub.unsubscribe();
};

function Themed({
  placement = 'floating',
  initialRoom,
  siteId,
  edition: pageEdition,
  gamePage = siteId !== undefined,
}: ChatRootProps) {
  const sessionEdition = useAtomValue(editionAtom);
  const edition = pageEdition ?? sessionEdition;
  const brand = useAtomValue(brandAtom);
  const [client, setClient] = useState<ChatClient | null>(null);
  const inlineCount = useSyncExternalStore(subscribeInline, () => inlineChats$.value);
  const pageOwned = placement === 'inline' || gamePage;
  useEffect(() => {
    setClient(acquireChatClient(siteId));
    if (pageOwned) inlineChats$.next(inlineChats$.value + 1);
    return () => {
      if (pageOwned) inlineChats$.next(inlineChats$.value - 1);
      releaseChatClient();
    };
  }, [pageOwned, siteId]);
  if (!client || (!pageOwned && inlineCount > 0)) return null;
  return (
    <ThemeProvider edition={edition} {...(brand ? { brandTokens: brand.theme } : {})}>
      <ChatWidget client={client} placement={placement} initialRoom={initialRoom} docked={gamePage} />
    </ThemeProvider>
  );
}

/**
 * The widget in its own React root (the parcel's): the site's session store (a shared
 * singleton) gives it the edition, brand and login, so it looks and behaves the same
 * inside the host or on a page outside it.
 */
export function ChatRoot(props: ChatRootProps) {
  return (
    <Provider store={sessionStore}>
      <Themed {...props} />
    </Provider>
  );
}
