import { account } from '@site/shared/contract';
import { request } from '@site/shared/api';
import { getLocale } from '@site/shared/i18n';
import { brandAtom, isLoggedIn, sessionStore } from '@site/shared/session';
import { ChatClient } from './chat-client';

let client: ChatClient | null = null;
let users = 0;

function socketUrl(pageSiteId: string | undefined): string {
  const siteId = sessionStore.get(brandAtom)?.siteId ?? pageSiteId ?? '1001';
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  // language: the server's own texts on the socket (errors) in the page's locale (issue 18).
  return `${scheme}://${window.location.host}/ws?clientType=web&siteId=${encodeURIComponent(siteId)}&language=${getLocale()}`;
}

/**
 * The page's one chat client, shared by every mounted widget (the host's and a game
 * page's): one socket per page, started with the first user and stopped with the last.
 * A log in or out restarts the link so it logs in again as the new identity (the shared
 * socket follows the session token).
 */
export function acquireChatClient(siteId?: string): ChatClient {
  if (!client) {
    client = new ChatClient({
      url: socketUrl(siteId),
      memberLogin: async () => (isLoggedIn() ? request(account.memberJwt, {}) : null),
    });
    client.start();
  }
  users += 1;
  return client;
}

export function releaseChatClient(): void {
  users -= 1;
  if (users > 0 || !client) return;
  client.stop();
  client = null;
}
