import assert from 'node:assert/strict';
import { account, chat } from '@site/shared/contract';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { TestSocket, type Frame } from '../chat/test-socket';
import { startTestApp, type TestApp } from '../testing';
import { signIn, type SignedIn } from './testing';

/**
 * What the chat moderation tests share: an app listening on a real port, an operator signed
 * in for every role, and members joined to a room over a real socket.
 */
export interface ChatModerationBed {
  t: TestApp;
  ops: Record<bo.Role, SignedIn>;
  /** The chat socket's address. */
  base: string;
  /** A new member logged in to the chat and joined to `rid`. */
  joined(rid: string): Promise<{ ws: TestSocket; memberId: number; name: string; join: Frame }>;
}

export async function chatModerationBed(): Promise<ChatModerationBed> {
  const t = await startTestApp({ dataDir: 'memory://' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  assert.ok(address && typeof address === 'object');
  const base = `ws://127.0.0.1:${address.port}/ws?clientType=web&siteId=1001`;
  const ops = {} as Record<bo.Role, SignedIn>;
  for (const role of bo.ROLES) ops[role] = await signIn(t, role);
  const joined = async (rid: string) => {
    const m = await t.devMember();
    const jwt = await t.api<{ token: string; body: string }>(account.memberJwt.path, {}, { token: m.token });
    const ws = await TestSocket.open(base);
    const login = await ws.ask(chat.ChatMsg.LOGIN, { token: jwt.data.token, body: jwt.data.body });
    assert.equal(login.msgData?.ok, true);
    const join = await ws.ask(chat.ChatMsg.JOIN_ROOM, { rid }, chat.ChatMsg.JOIN_UNICAST);
    return { ws, memberId: Number(m.userId), name: m.name, join };
  };
  return { t, ops, base, joined };
}
