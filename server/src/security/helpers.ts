import { Header, funds } from '@site/shared/contract';
import { createMember, md5, randomMemberName } from '../session/members';
import type { TestApp } from '../testing';

/** A member made straight in the database (works without the dev tools) and its session for `siteId`. */
export async function memberOn(t: TestApp, siteId = '1001', balanceFen = 0): Promise<{ id: number; token: string }> {
  return t.db.tx(async (q) => {
    const id = await createMember(q, { name: randomMemberName(), passwordMd5: md5('Passw0rd1'), passwordHash: 'x', siteId, balanceFen });
    return { id, token: await t.sessions.createSession(id, siteId, q) };
  });
}

export async function centerOf(t: TestApp, token: string, siteId = '1001'): Promise<string> {
  const body = await t.api<{ centerWalletBalance: string }>(funds.getBalance.path, {}, { [Header.token]: token, [Header.siteId]: siteId });
  return body.data.centerWalletBalance;
}
