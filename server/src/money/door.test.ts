/**
 * The money door (issue 27): one ordered list of policies, applied by `moveMoney` and by the
 * venue_transfer() function generated from the same list, so both paths refuse the same
 * movements with the same words; refusals are typed values stored as the call's outcome.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Header, funds, promotions } from '@site/shared/contract';
import { toInt } from '../db/db';
import { startTestApp, type TestApp } from '../testing';
import { bindPolicySql, moveMoney } from './door';
import { subscribersOf } from './events';
import { CENTER, LOCK, venueWallet } from './ledger';
import { MONEY_POLICIES } from './policies';
import { MoneyRefusedError } from './refusal';
import {
  functionVariables,
  installMoneyFunctions,
  venueTransferFunctionSql,
} from './venue-transfer-function';
import type { MoneyPolicy } from './policy';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t.stop();
});

const call = <T>(path: string, body: unknown, token: string, requestId: string = randomUUID()) =>
  t.api<T>(path, body, { [Header.token]: token, [Header.requestId]: requestId });

/** venue/transfer: the generated SQL function. */
const viaFunction = (token: string, body: Record<string, unknown>, requestId?: string) =>
  call(funds.venueTransfer.path, body, token, requestId);

/** utcTransfer: the door in TypeScript. */
const viaDoor = (token: string, body: Record<string, unknown>) => call(funds.utcTransfer.path, body, token);

async function member(balance = '1000') {
  const m = await t.devMember({ balance });
  return { ...m, id: Number(m.userId) };
}

async function restrict(memberId: number, kind: string, endsInHours: number | null) {
  await t.db.query(
    `INSERT INTO member_restrictions (member_id, kind, ends_at, reason, created_by)
     VALUES ($1, $2, CASE WHEN $3::int IS NULL THEN NULL ELSE now() + make_interval(hours => $3::int) END, 'test', 'test')`,
    [memberId, kind, endsInHours],
  );
}

async function centerFen(memberId: number): Promise<number> {
  const [row] = await t.db.query<{ balance: unknown }>(
    `SELECT balance FROM ledger_accounts WHERE member_id = $1 AND kind = 'center'`,
    [memberId],
  );
  return row ? toInt(row.balance) : 0;
}

describe('the money policies on both paths', () => {
  it('a play freeze refuses money into a venue with the same words, and lets money come back out', async () => {
    const m = await member();
    assert.equal((await viaFunction(m.token, { channelCode: 'AG', amount: '100', ty: 1 })).status_code, 6000);
    await restrict(m.id, 'freeze_play', null);
    const a = await viaFunction(m.token, { channelCode: 'AG', amount: '10', ty: 1 });
    const b = await viaDoor(m.token, { from: 'center', to: 'AG', amount: '10' });
    assert.equal(a.status_code, 6030);
    assert.deepEqual([b.status_code, b.message], [a.status_code, a.message]);
    assert.match(a.message, /暂停游戏/);
    // Money out is the member's own: a frozen player can still bring it back to withdraw.
    assert.equal((await viaFunction(m.token, { channelCode: 'AG', amount: '40', ty: 2 })).status_code, 6000);
    const recycled = await call<{ amount: string }>(funds.recycle.path, {}, m.token);
    assert.equal(recycled.data?.amount, '60.00');
    assert.equal(await centerFen(m.id), 100_000);
  });

  it('a time-out or self-exclusion names its end; an ended or lifted one no longer refuses', async () => {
    const m = await member();
    await restrict(m.id, 'timeout', 24);
    const a = await viaFunction(m.token, { channelCode: 'AG', amount: '10', ty: 1 });
    assert.equal(a.status_code, 6003);
    assert.match(a.message, /冷静期，\d{4}-\d\d-\d\d \d\d:\d\d 前不能/);
    await t.db.query(
      `UPDATE member_restrictions SET lifted_at = now(), lifted_by = 'test' WHERE member_id = $1`,
      [m.id],
    );
    await restrict(m.id, 'self_exclusion', 24 * 183);
    const b = await viaDoor(m.token, { from: 'center', to: 'AG', amount: '10' });
    assert.equal(b.status_code, 6003);
    assert.match(b.message, /自我排除/);
    await t.db.query(
      `UPDATE member_restrictions SET lifted_at = now(), lifted_by = 'test' WHERE member_id = $1`,
      [m.id],
    );
    assert.equal((await viaFunction(m.token, { channelCode: 'AG', amount: '10', ty: 1 })).status_code, 6000);
  });

  it('a venue under maintenance answers 6415 with the same words on both paths', async () => {
    const m = await member();
    await t.db.query(`UPDATE venues SET status = 'maintenance' WHERE code = 'BBIN'`);
    try {
      const a = await viaFunction(m.token, { channelCode: 'BBIN', amount: '10', ty: 1 });
      const b = await viaDoor(m.token, { from: 'center', to: 'BBIN', amount: '10' });
      assert.equal(a.status_code, 6415);
      assert.deepEqual([b.status_code, b.message], [a.status_code, a.message]);
    } finally {
      await t.db.query(`UPDATE venues SET status = 'open' WHERE code = 'BBIN'`);
    }
  });

  it('a bonus owed (6413) holds money in the venues and the center wallet on every path out', async () => {
    const m = await member();
    assert.equal((await viaFunction(m.token, { channelCode: 'AG', amount: '100', ty: 1 })).status_code, 6000);
    await t.db.query(
      `INSERT INTO reward_turnover (member_id, source, source_ref, amount_fen, required_fen) VALUES ($1, 'test', 'x', 1000, 123456)`,
      [m.id],
    );
    const a = await viaFunction(m.token, { channelCode: 'AG', amount: '10', ty: 2 });
    const b = await viaDoor(m.token, { from: 'AG', to: 'center', amount: '10' });
    assert.equal(a.status_code, 6413);
    assert.match(a.message, /还需有效投注 1234.56 元/);
    assert.deepEqual([b.status_code, b.message], [a.status_code, a.message]);
    await assert.rejects(
      t.db.tx((q) =>
        moveMoney(q, { kind: 'withdraw_lock', memberId: m.id, from: CENTER, to: LOCK, amount: 100 }),
      ),
      (error) => error instanceof MoneyRefusedError && error.refusal.policy === 'bonus_lock',
    );
    // Money into a venue is play, not leaving: still allowed.
    assert.equal((await viaFunction(m.token, { channelCode: 'AG', amount: '10', ty: 1 })).status_code, 6000);
  });

  it('a stake needs an adult with a birthday on file', async () => {
    const m = await member();
    await t.db.query('UPDATE members SET birthday = NULL WHERE id = $1', [m.id]);
    await assert.rejects(
      t.db.tx((q) =>
        moveMoney(q, {
          kind: 'game_bet',
          memberId: m.id,
          from: venueWallet('AG'),
          to: { kind: 'system', name: 'casino' },
          amount: 100,
        }),
      ),
      (error) => error instanceof MoneyRefusedError && error.code === 6035 && /生日/.test(error.message),
    );
  });

  it('a refusal is the stored first outcome: a repeat answers the same, and nothing moved', async () => {
    const m = await member('5');
    const requestId = randomUUID();
    const first = await viaFunction(m.token, { channelCode: 'AG', amount: '10', ty: 1 }, requestId);
    assert.equal(first.status_code, 6007);
    const [row] = await t.db.query<{ outcome: unknown }>(
      'SELECT outcome FROM idempotency_keys WHERE member_id = $1 AND request_id = $2',
      [m.id, requestId],
    );
    const outcome = typeof row?.outcome === 'string' ? JSON.parse(row.outcome) : row?.outcome;
    assert.deepEqual(outcome, { ok: false, refusal: { policy: 'funds', wallet: 'center' } });
    await call(funds.recycle.path, {}, m.token);
    const again = await viaFunction(m.token, { channelCode: 'AG', amount: '10', ty: 1 }, requestId);
    assert.deepEqual([again.status_code, again.message], [first.status_code, first.message]);
    assert.equal(await centerFen(m.id), 500);
  });
});

describe('the function is generated from the list', () => {
  it('holds every policy that guards a venue transfer, bound to its variables, in the list order', () => {
    const branches =
      /IF p_into THEN\n {4}v_refusal := ([\s\S]*?);\n {2}ELSE\n {4}v_refusal := ([\s\S]*?);\n {2}END IF;/.exec(
        venueTransferFunctionSql(),
      );
    assert.ok(branches, 'the policies of each direction');
    for (const into of [true, false]) {
      const sql: string = (into ? branches[1] : branches[2]) ?? '';
      const movement = into
        ? { kind: 'venue_in' as const, from: CENTER, to: venueWallet('X') }
        : { kind: 'venue_out' as const, from: venueWallet('X'), to: CENTER };
      let at = -1;
      for (const policy of MONEY_POLICIES) {
        const bound = bindPolicySql(policy.sql, functionVariables(into));
        if (policy.name === 'session') continue; // checked before the claim, never stored
        const found: number = sql.indexOf(bound, at + 1);
        assert.equal(found >= 0, policy.guards(movement), `${policy.name} (${into ? 'in' : 'out'})`);
        if (found >= 0) at = found;
      }
      assert.ok(at > 0);
    }
  });

  it('a policy added to the list refuses through venue/transfer after the next start', async () => {
    const m = await member();
    const fortyTwo: MoneyPolicy = {
      name: 'age',
      guards: (mv) => mv.kind === 'venue_in',
      sql: `CASE WHEN :amount = 4242 THEN '{"policy":"age","reason":"under"}'::jsonb END`,
      error: MONEY_POLICIES.find((p) => p.name === 'age')!.error,
    };
    await t.db.query(venueTransferFunctionSql([...MONEY_POLICIES, fortyTwo]));
    try {
      const refused = await viaFunction(m.token, { channelCode: 'AG', amount: '42.42', ty: 1 });
      assert.deepEqual([refused.status_code, refused.message], [6035, '未满18周岁不能参与游戏']);
      assert.equal(
        (await viaFunction(m.token, { channelCode: 'AG', amount: '42.43', ty: 1 })).status_code,
        6000,
      );
    } finally {
      await installMoneyFunctions(t.db);
    }
    assert.equal(
      (await viaFunction(m.token, { channelCode: 'AG', amount: '42.42', ty: 1 })).status_code,
      6000,
    );
  });
});

describe('money events', () => {
  it('the domains that react to money are subscribed by the app, in order', () => {
    assert.deepEqual(subscribersOf('deposit.credited'), ['promotions.depositBonus']);
    assert.deepEqual(subscribersOf('round.finished'), ['funds.venueActivities', 'rewards.turnover']);
    assert.deepEqual(subscribersOf('bet.settled'), ['rewards.turnover']);
  });

  it('a credited deposit pays its first-deposit bonus in the same transaction (through the event)', async () => {
    const m = await t.devMember().then((x) => ({ ...x, id: Number(x.userId) }));
    const joined = await call<unknown>(promotions.joinActivity.path, { id: 101 }, m.token);
    assert.equal(joined.status_code, 6000, joined.message);
    await t.paidDeposit(m.id, 50_000);
    const kinds = await t.db.query<{ kind: string }>(
      `SELECT kind FROM ledger_transfers WHERE member_id = $1 AND kind IN ('deposit', 'deposit_bonus') ORDER BY id`,
      [m.id],
    );
    assert.deepEqual(
      kinds.map((k) => k.kind),
      ['deposit', 'deposit_bonus'],
    );
  });
});
