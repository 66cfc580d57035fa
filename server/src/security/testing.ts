import { Header, funds } from '@site/shared/contract';
import { safeClient } from '../http/safe-testing';
import { createMember, md5, randomMemberName } from '../session/members';
import type { TestApp } from '../testing';

/** An adult member made straight in the database (works without the dev tools) and its session for `siteId`. */
export async function memberOn(
  t: TestApp,
  siteId = '1001',
  balanceFen = 0,
): Promise<{ id: number; token: string }> {
  return t.db.tx(async (q) => {
    const id = await createMember(q, {
      name: randomMemberName(),
      passwordMd5: md5('Passw0rd1'),
      passwordHash: 'x',
      siteId,
      balanceFen,
      // An adult, like the dev-tool members: a deposit needs an 18+ birthday (SPEC §5).
      birthday: '1990-01-01',
    });
    return { id, token: await t.sessions.createSession(id, siteId, q) };
  });
}

export async function centerOf(t: TestApp, token: string, siteId = '1001'): Promise<string> {
  // 1002 has the safe switch on: its calls go encrypted.
  const body =
    siteId === '1002'
      ? await safeClient(t, siteId).api<{ centerWalletBalance: string }>(
          funds.getBalance.path,
          {},
          { [Header.token]: token },
        )
      : await t.api<{ centerWalletBalance: string }>(
          funds.getBalance.path,
          {},
          { [Header.token]: token, [Header.siteId]: siteId },
        );
  return body.data.centerWalletBalance;
}
