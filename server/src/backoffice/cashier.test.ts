import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ErrorCode, Header, funds } from '@site/shared/contract';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { CENTER, LOCK, balanceOf } from '../money/ledger';
import { md5 } from '../session/members';
import { startTestApp, type TestApp } from '../testing';
import { boCall, signIn, type SignedIn } from './testing';

/** The withdrawal queue's decisions (issue 30 part 4): money through the ledger once, a second decision refused. */

let t: TestApp;
let finance: SignedIn;
let risk: SignedIn;
let cs: SignedIn;

before(async () => {
  t = await startTestApp();
  finance = await signIn(t, 'finance');
  risk = await signIn(t, 'risk');
  cs = await signIn(t, 'cs');
});
after(() => t.stop());

const PWD = md5('246810');

/** A member with 1,000 yuan, a card and a pending withdrawal of `yuan`; answers its id and order number. */
async function pendingWithdrawal(yuan: string): Promise<{ memberId: number; orderNo: string }> {
  const m = await t.devMember({ balance: '1000', bindPhone: true, bindRealName: true });
  const call = async <T>(path: string, body: unknown) => {
    const answer = await t.api<T>(path, body, { [Header.token]: m.token, [Header.requestId]: randomUUID() });
    assert.equal(answer.status_code, 6000, `${path}: ${answer.message}`);
    return answer.data;
  };
  await call(funds.withdrawPwdSet.path, { password: PWD, secondPassword: PWD });
  const card = await call<{ id: number }>(funds.bankCardAdd.path, {
    kind: 'bank',
    bankCode: 'CMB',
    cardNo: '6225880112345678',
    holderName: '张伟',
  });
  const order = await call<{ orderNo: string }>(funds.withdrawNew.path, {
    cardId: card.id,
    amount: yuan,
    password: PWD,
  });
  return { memberId: Number(m.userId), orderNo: order.orderNo };
}

const decide = (
  orderNo: string,
  decision: 'approve' | 'reject',
  token = finance.token,
  reason = '资料核实完毕',
) => boCall<bo.WithdrawalRow>(t, bo.decideWithdrawal.path, { orderNo, decision, reason }, token);

/** The ledger movements of an order: kind, amount, and the wallets the money left and reached. */
const movements = (orderNo: string) =>
  t.db.query<{ kind: string; amount: unknown; entries: unknown }>(
    `SELECT t.kind, t.amount,
            (SELECT jsonb_agg(jsonb_build_object('kind', a.kind, 'system', a.system_name, 'amount', e.amount) ORDER BY e.amount)
               FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE e.transfer_id = t.id) AS entries
       FROM ledger_transfers t WHERE t.order_no = $1 ORDER BY t.id`,
    [orderNo],
  );

const wallets = async (memberId: number) => ({
  center: await balanceOf(t.db, memberId, CENTER),
  lock: await balanceOf(t.db, memberId, LOCK),
});

const audits = (orderNo: string) =>
  t.db.query<{ action: string; operator_id: unknown; reason: string; before: unknown; after: unknown }>(
    `SELECT action, operator_id, reason, before, after FROM audit_log WHERE target_type = 'withdrawal' AND target_id = $1 ORDER BY id`,
    [orderNo],
  );

describe('withdrawal decisions', () => {
  it('reject returns the locked money to the centre wallet exactly once and tells the player the reason', async () => {
    const { memberId, orderNo } = await pendingWithdrawal('200');
    assert.deepEqual(await wallets(memberId), { center: 800_00, lock: 200_00 });

    const rejected = await decide(orderNo, 'reject', finance.token, '收款账户需本人核实');
    assert.equal(rejected.status_code, 6000, rejected.message);
    assert.equal(rejected.data.status, 'rejected');
    assert.equal(rejected.data.remark, '收款账户需本人核实');
    assert.deepEqual(await wallets(memberId), { center: 1000_00, lock: 0 });

    // A second decision of either kind is refused and moves nothing.
    for (const decision of ['reject', 'approve'] as const) {
      const again = await decide(orderNo, decision, risk.token);
      assert.equal(again.status_code, ErrorCode.INVALID_PARAMETER, decision);
      assert.equal(again.message, '该提款订单不存在或已处理');
    }
    assert.deepEqual(await wallets(memberId), { center: 1000_00, lock: 0 });
    const moved = await movements(orderNo);
    assert.deepEqual(
      moved.map((m) => [m.kind, Number(m.amount)]),
      [
        ['withdraw_lock', 200_00],
        ['withdraw_reject', 200_00],
      ],
    );
    assert.deepEqual(moved[1]?.entries, [
      { kind: 'lock', system: null, amount: -200_00 },
      { kind: 'center', system: null, amount: 200_00 },
    ]);

    const letters = await t.db.query<{ title: string; content: string }>(
      `SELECT title, content FROM letters WHERE member_id = $1 AND title = '提款审核未通过'`,
      [memberId],
    );
    assert.equal(letters.length, 1);
    assert.match(letters[0]?.content ?? '', new RegExp(`${orderNo}.*收款账户需本人核实`));

    const [audit, ...more] = await audits(orderNo);
    assert.equal(more.length, 0, 'the refused decisions leave no audit record of a decision');
    assert.equal(audit?.action, 'withdrawal.reject');
    assert.equal(Number(audit?.operator_id), finance.id);
    assert.equal(audit?.reason, '收款账户需本人核实');
    assert.equal((audit?.before as { status: string }).status, 'pending');
    assert.equal((audit?.after as { status: string }).status, 'rejected');
  });

  it('approve pays the locked money out once, even when two reviewers approve at the same moment', async () => {
    const { memberId, orderNo } = await pendingWithdrawal('300');
    const answers = await Promise.all([decide(orderNo, 'approve'), decide(orderNo, 'approve', risk.token)]);
    assert.deepEqual(answers.map((a) => a.status_code).sort(), [6000, ErrorCode.INVALID_PARAMETER]);
    assert.equal(answers.find((a) => a.status_code === 6000)?.data.status, 'approved');
    assert.deepEqual(await wallets(memberId), { center: 700_00, lock: 0 });

    // Approving again, or rejecting after the money left, is refused; nothing comes back.
    assert.equal((await decide(orderNo, 'approve')).status_code, ErrorCode.INVALID_PARAMETER);
    assert.equal((await decide(orderNo, 'reject')).status_code, ErrorCode.INVALID_PARAMETER);
    assert.deepEqual(await wallets(memberId), { center: 700_00, lock: 0 });
    const moved = await movements(orderNo);
    assert.deepEqual(
      moved.map((m) => m.kind),
      ['withdraw_lock', 'withdraw_approve'],
    );
    assert.deepEqual(moved[1]?.entries, [
      { kind: 'lock', system: null, amount: -300_00 },
      { kind: 'system', system: 'withdrawals', amount: 300_00 },
    ]);
    assert.deepEqual(
      (await audits(orderNo)).map((a) => a.action),
      ['withdrawal.approve'],
    );
    const queue = await boCall<{ list: bo.WithdrawalRow[] }>(
      t,
      bo.withdrawalQueue.path,
      { status: 'approved' },
      finance.token,
    );
    assert.ok(queue.data.list.some((r) => r.orderNo === orderNo));
  });

  it('is refused without withdrawals.decide, without a reason, and for an unknown order', async () => {
    const { memberId, orderNo } = await pendingWithdrawal('100');
    assert.equal((await decide(orderNo, 'approve', cs.token)).status_code, ErrorCode.ACCESS_DENIED);
    assert.equal(
      (await boCall(t, bo.decideWithdrawal.path, { orderNo, decision: 'approve' }, finance.token))
        .status_code,
      ErrorCode.INVALID_PARAMETER,
    );
    assert.equal((await decide('W000000000', 'approve')).status_code, ErrorCode.INVALID_PARAMETER);
    assert.deepEqual(await wallets(memberId), { center: 900_00, lock: 100_00 });
    assert.deepEqual(await audits(orderNo), []);
  });
});
