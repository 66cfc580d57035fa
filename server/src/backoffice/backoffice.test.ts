import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ErrorCode, member } from '@site/shared/contract';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { findMemberByName } from '../auth/members-auth';
import { moveMoney } from '../money/door';
import { CENTER, LOCK, balanceOf, venueWallet } from '../money/ledger';
import { MoneyRefusedError } from '../money/refusal';
import { startTestApp, type TestApp } from '../testing';
import { boCall, signIn, type SignedIn } from './testing';
import { currentCode } from './totp';

let t: TestApp;
const ops = {} as Record<bo.Role, SignedIn>;

before(async () => {
  t = await startTestApp();
  for (const role of bo.ROLES) ops[role] = await signIn(t, role);
});
after(() => t.stop());

const audits = async (action: string, memberId?: number) =>
  t.db.query<{ operator_id: unknown; reason: string; before: unknown; after: unknown; ip: string }>(
    `SELECT operator_id, reason, before, after, ip FROM audit_log WHERE action = $1 AND ($2::bigint IS NULL OR member_id = $2) ORDER BY id`,
    [action, memberId ?? null],
  );

describe('roles and permissions', () => {
  it('refuses each permission to each role without it (6003), and lets the roles with it past the gate', async () => {
    const table = Object.entries(bo.ENDPOINT_PERMISSIONS) as [string, bo.Permission | null][];
    let refused = 0;
    for (const [path, permission] of table) {
      // Logging out would end the session the other rows use (it is tested on its own below).
      if (path === bo.logout.path) continue;
      // In the contract for the UI, not built yet.
      if (path === bo.dailyReport.path) continue;
      for (const role of bo.ROLES) {
        // An empty body: the gate answers before the body is validated.
        const answer = await boCall(t, path, {}, ops[role].token);
        const allowed = permission === null || bo.ROLE_PERMISSIONS[role].includes(permission);
        if (allowed) assert.notEqual(answer.status_code, ErrorCode.ACCESS_DENIED, `${role} ${path}`);
        else {
          assert.equal(answer.status_code, ErrorCode.ACCESS_DENIED, `${role} ${path}`);
          refused++;
        }
      }
    }
    assert.ok(refused > 50, `refusals checked: ${refused}`);
  });

  it('answers 6001 without a token, with a member token, and never takes an operator token on the member API', async () => {
    assert.equal((await boCall(t, bo.me.path, {})).status_code, ErrorCode.LOGIN_EXPIRED);
    const m = await t.devMember();
    assert.equal((await boCall(t, bo.me.path, {}, m.token)).status_code, ErrorCode.LOGIN_EXPIRED);
    // The member's own header on the operator API is not read either.
    assert.equal(
      (await boCall(t, bo.me.path, {}, undefined, { token: ops.admin.token })).status_code,
      ErrorCode.LOGIN_EXPIRED,
    );
    assert.equal(
      (await t.api(member.memberInfo.path, {}, { token: ops.admin.token })).status_code,
      ErrorCode.LOGIN_EXPIRED,
    );
    assert.equal((await t.api(member.memberInfo.path, {}, { token: m.token })).status_code, 6000);
    const me = await boCall<bo.OperatorView>(t, bo.me.path, {}, ops.risk.token);
    assert.equal(me.data.role, 'risk');
  });
});

describe('login with TOTP', () => {
  it('refuses a wrong code, accepts a recovery code once, and locks after repeated failures', async () => {
    const op = await signIn(t, 'cs');
    const step1 = async () => {
      const a = await boCall<{ challengeId: string; step: string }>(t, bo.login.path, {
        name: op.name,
        password: op.password,
      });
      assert.equal(a.status_code, 6000, a.message);
      assert.equal(a.data.step, 'totp');
      return a.data.challengeId;
    };
    const wrong = currentCode(op.secret) === '000000' ? '111111' : '000000';
    const c1 = await step1();
    assert.equal(
      (await boCall(t, bo.verify.path, { challengeId: c1, code: wrong })).status_code,
      ErrorCode.INVALID_PARAMETER,
    );
    // The code the enrolment used is spent (its time step): a replay is refused.
    const [spent] = await t.db.query<{ step: unknown }>(
      `SELECT totp_last_step AS step FROM operators WHERE id = $1`,
      [op.id],
    );
    const replay = currentCode(op.secret, Number(spent?.step) * 30_000 + 1_000);
    assert.equal(
      (await boCall(t, bo.verify.path, { challengeId: c1, code: replay })).status_code,
      ErrorCode.INVALID_PARAMETER,
    );
    const code = op.recoveryCodes[0] ?? '';
    assert.equal(op.recoveryCodes.length, 10);
    const ok = await boCall<{ token: string }>(t, bo.verify.path, { challengeId: c1, recoveryCode: code });
    assert.equal(ok.status_code, 6000, ok.message);
    const c2 = await step1();
    assert.equal(
      (await boCall(t, bo.verify.path, { challengeId: c2, recoveryCode: code })).status_code,
      ErrorCode.INVALID_PARAMETER,
    );
    // The next time step's code (one step of drift allowed) signs in.
    const next = await boCall(t, bo.verify.path, {
      challengeId: c2,
      code: currentCode(op.secret, Date.now() + 30_000),
    });
    assert.equal(next.status_code, 6000, next.message);
    assert.equal(
      (await boCall(t, bo.login.path, { name: op.name, password: 'not the password' })).status_code,
      6007,
    );
    for (let i = 0; i < 3; i++)
      await boCall(t, bo.login.path, { name: op.name, password: 'not the password' });
    // Fifth failure in a row (two wrong codes and a reused recovery code counted before the good logins reset it).
    await boCall(t, bo.login.path, { name: op.name, password: 'not the password' });
    const locked = await boCall(t, bo.login.path, { name: op.name, password: op.password });
    assert.equal(locked.status_code, ErrorCode.ACCESS_DENIED, locked.message);
    assert.ok((await audits('auth.password_failed')).length >= 5);
  });

  it('logs out: the token stops working', async () => {
    const op = await signIn(t, 'brand');
    assert.equal((await boCall(t, bo.logout.path, {}, op.token)).status_code, 6000);
    assert.equal((await boCall(t, bo.me.path, {}, op.token)).status_code, ErrorCode.LOGIN_EXPIRED);
  });
});

describe('audit log', () => {
  it('refuses UPDATE and DELETE whatever the code path', async () => {
    await assert.rejects(t.db.query(`UPDATE audit_log SET reason = 'x'`), /append-only/);
    await assert.rejects(t.db.query(`DELETE FROM audit_log`), /append-only/);
    assert.ok((await audits('auth.enrolled')).length >= 6);
  });

  it('lists with filters and exports CSV', async () => {
    const list = await boCall<{ list: bo.AuditEntry[]; total: number }>(
      t,
      bo.listAudit.path,
      { operatorId: ops.admin.id, pageSize: 5 },
      ops.admin.token,
    );
    assert.equal(list.status_code, 6000, list.message);
    assert.ok(list.data.list.every((e) => e.operatorId === ops.admin.id));
    const csv = await boCall<{ csv: string; rows: number }>(
      t,
      bo.exportAudit.path,
      { action: 'auth.enrolled' },
      ops.risk.token,
    );
    assert.equal(csv.status_code, 6000, csv.message);
    assert.match(csv.data.csv, /"auth\.enrolled"/);
    assert.equal(csv.data.csv.trim().split('\r\n').length, csv.data.rows + 1);
  });
});

describe('players', () => {
  it('freezes play and withdrawals (refused on every money path), login (sessions end), and unfreezes: each audited', async () => {
    const m = await t.devMember({ balance: '100.00' });
    const id = Number(m.userId);
    const freeze = async (kind: string) => {
      const r = await boCall<bo.RestrictionView>(
        t,
        bo.freezePlayer.path,
        { memberId: id, kind, reason: '风控复核' },
        ops.risk.token,
      );
      assert.equal(r.status_code, 6000, r.message);
      return r.data;
    };
    const play = await freeze('play');
    assert.equal(play.createdBy, ops.risk.name, 'the freezing operator by name, not by id');
    const refused = async (movement: Parameters<typeof moveMoney>[1]) =>
      assert.rejects(
        t.db.tx((q) => moveMoney(q, movement)),
        (e: unknown) => e instanceof MoneyRefusedError,
        movement.kind,
      );
    await refused({ kind: 'venue_in', memberId: id, from: CENTER, to: venueWallet('AG'), amount: 100 });
    await refused({
      kind: 'wallet_transfer',
      memberId: id,
      from: CENTER,
      to: venueWallet('PG'),
      amount: 100,
    });
    await refused({
      kind: 'sport_stake',
      memberId: id,
      from: CENTER,
      to: { kind: 'system', name: 'sportsbook' },
      amount: 100,
    });
    await refused({
      kind: 'game_bet',
      memberId: id,
      from: venueWallet('PG'),
      to: { kind: 'system', name: 'casino' },
      amount: 100,
    });
    const withdraw = await freeze('withdraw');
    await refused({ kind: 'withdraw_lock', memberId: id, from: CENTER, to: LOCK, amount: 100 });
    // The member API answers the same refusal on a venue transfer (utcTransfer goes through the door's SQL function).
    assert.equal((await t.api(member.memberInfo.path, {}, { token: m.token })).status_code, 6000);
    await freeze('login');
    assert.equal(
      (await t.api(member.memberInfo.path, {}, { token: m.token })).status_code,
      ErrorCode.LOGIN_EXPIRED,
    );
    assert.equal((await findMemberByName(t.db, m.name))?.frozen, true, 'the login path reads the freeze');
    assert.equal((await audits('player.freeze', id)).length, 3);
    assert.ok((await audits('player.freeze', id)).every((a) => a.reason === '风控复核'));

    const lifted = await boCall<bo.RestrictionView>(
      t,
      bo.unfreezePlayer.path,
      { restrictionId: play.id, reason: '复核通过' },
      ops.risk.token,
    );
    assert.equal(lifted.status_code, 6000, lifted.message);
    assert.equal(lifted.data.inForce, false);
    await t.db.tx((q) =>
      moveMoney(q, { kind: 'venue_in', memberId: id, from: CENTER, to: venueWallet('AG'), amount: 100 }),
    );
    const [un] = await audits('player.unfreeze', id);
    assert.equal((un?.before as { inForce: boolean }).inForce, true);
    assert.equal((un?.after as { inForce: boolean }).inForce, false);
    assert.ok(withdraw.inForce);
    // A reason is required for a freeze.
    assert.equal(
      (await boCall(t, bo.freezePlayer.path, { memberId: id, kind: 'play' }, ops.risk.token)).status_code,
      ErrorCode.INVALID_PARAMETER,
    );
  });

  it('searches, shows a player (audited as a view of personal data) and forces logout', async () => {
    const m = await t.devMember({ bindPhone: true });
    const id = Number(m.userId);
    const found = await boCall<{ list: bo.PlayerSummary[] }>(
      t,
      bo.searchPlayers.path,
      { q: m.name },
      ops.cs.token,
    );
    assert.equal(found.status_code, 6000, found.message);
    assert.deepEqual(
      found.data.list.map((p) => p.id),
      [id],
    );
    const page = await boCall<{ player: bo.PlayerSummary }>(
      t,
      bo.viewPlayer.path,
      { memberId: id },
      ops.cs.token,
    );
    assert.equal(page.status_code, 6000, page.message);
    assert.equal((await audits('player.view', id)).length, 1);
    const out = await boCall<{ revoked: number }>(
      t,
      bo.forceLogout.path,
      { memberId: id, reason: '客户要求' },
      ops.cs.token,
    );
    assert.equal(out.data.revoked, 1);
    assert.equal(
      (await t.api(member.memberInfo.path, {}, { token: m.token })).status_code,
      ErrorCode.LOGIN_EXPIRED,
    );
    assert.equal((await audits('player.logout', id)).length, 1);
  });
});

describe('manual adjustment (four eyes)', () => {
  it('one operator cannot approve their own; another approves and the money moves through the ledger', async () => {
    const m = await t.devMember();
    const id = Number(m.userId);
    const req = await boCall<bo.AdjustmentView>(
      t,
      bo.requestAdjustment.path,
      { memberId: id, amount: 12_345, reason: '补发活动奖金' },
      ops.finance.token,
    );
    assert.equal(req.status_code, 6000, req.message);
    const own = await boCall(
      t,
      bo.decideAdjustment.path,
      { id: req.data.id, decision: 'approve', reason: '同意' },
      ops.finance.token,
    );
    assert.equal(own.status_code, ErrorCode.ACCESS_DENIED);
    assert.equal(await balanceOf(t.db, id, CENTER), 0);
    // The database refuses it too, whatever the code path.
    await assert.rejects(
      t.db.query(`UPDATE balance_adjustments SET decided_by = requested_by WHERE id = $1`, [req.data.id]),
      /check/i,
    );
    const ok = await boCall<bo.AdjustmentView>(
      t,
      bo.decideAdjustment.path,
      { id: req.data.id, decision: 'approve', reason: '已核实' },
      ops.admin.token,
    );
    assert.equal(ok.status_code, 6000, ok.message);
    assert.equal(ok.data.status, 'approved');
    assert.equal(await balanceOf(t.db, id, CENTER), 12_345);
    const [transfer] = await t.db.query<{ kind: string }>(`SELECT kind FROM ledger_transfers WHERE id = $1`, [
      ok.data.transferId,
    ]);
    assert.equal(transfer?.kind, 'manual_adjust');
    assert.equal((await audits('adjustment.request', id)).length, 1);
    const [approved] = await audits('adjustment.approve', id);
    assert.equal(approved?.reason, '已核实');
    assert.equal((approved?.before as { status: string }).status, 'pending');
    // Decided once.
    const again = await boCall(
      t,
      bo.decideAdjustment.path,
      { id: req.data.id, decision: 'approve', reason: '再次' },
      ops.admin.token,
    );
    assert.equal(again.status_code, ErrorCode.INVALID_PARAMETER);
    // A debit larger than the balance moves nothing.
    const big = await boCall<bo.AdjustmentView>(
      t,
      bo.requestAdjustment.path,
      { memberId: id, amount: -20_000, reason: '扣回' },
      ops.risk.token,
    );
    const no = await boCall(
      t,
      bo.decideAdjustment.path,
      { id: big.data.id, decision: 'approve', reason: '同意' },
      ops.finance.token,
    );
    assert.equal(no.status_code, ErrorCode.INVALID_PARAMETER);
    assert.equal(await balanceOf(t.db, id, CENTER), 12_345);
  });
});

describe('promotions', () => {
  it('a marketing operator pauses and ends a promotion, audited with before and after', async () => {
    const list = await boCall<{ id: number; status: string }[]>(
      t,
      bo.listPromotions.path,
      {},
      ops.marketing.token,
    );
    assert.equal(list.status_code, 6000, list.message);
    const first = list.data[0];
    assert.ok(first);
    const paused = await boCall<{ status: string }>(
      t,
      bo.updatePromotion.path,
      { id: first.id, action: 'pause', reason: '暂停活动' },
      ops.marketing.token,
    );
    assert.equal(paused.data.status, 'withdrawn');
    const ended = await boCall<{ phase: string }>(
      t,
      bo.updatePromotion.path,
      { id: first.id, action: 'end', reason: '提前结束' },
      ops.marketing.token,
    );
    assert.equal(ended.status_code, 6000, ended.message);
    assert.equal(ended.data.phase, 'ended');
    assert.equal((await audits('promotion.end')).length, 1);
  });
});

describe('brands', () => {
  it('lists brands with the version each remote pins', async () => {
    const list = await boCall<{ brand: string; remotes: { remote: string; version: string }[] }[]>(
      t,
      bo.listBrands.path,
      {},
      ops.brand.token,
    );
    assert.equal(list.status_code, 6000, list.message);
    assert.ok(list.data.length > 0);
    assert.ok(list.data.every((b) => b.remotes.length > 0));
  });
});
