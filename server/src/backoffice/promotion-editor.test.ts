import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ErrorCode, promotions } from '@site/shared/contract';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { startTestApp, type TestApp } from '../testing';
import { boCall, signIn, type SignedIn } from './testing';

let t: TestApp;
const ops = {} as Record<bo.Role, SignedIn>;

before(async () => {
  t = await startTestApp();
  for (const role of bo.ROLES) ops[role] = await signIn(t, role);
});
after(() => t.stop());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const againDeposit = () => ({
  kind: 'againDeposit',
  tab: 'all',
  title: '周末再存20%红利',
  subtitle: '每日一次 最高888元',
  rules: ['已完成首存的会员每日可申请一次。', '红利需完成5倍有效投注方可提款。'],
  startsAt: inDays(0),
  endsAt: inDays(30),
  terms: {
    period: 'daily',
    needDeposit: true,
    ratePercent: 20,
    capFen: 88_800,
    minDepositFen: 10_000,
    turnoverMultiple: 5,
    contributions: { TY: 100, ZR: 50 },
  },
  reason: '周末拉新活动',
});

const create = (body: unknown, token = ops.marketing.token) =>
  boCall<{ id: number }>(t, bo.createPromotion.path, body, token);

describe('creating a promotion', () => {
  it('marketing creates one that players see with its terms, audited; other roles are refused', async () => {
    const made = await create(againDeposit());
    assert.equal(made.status_code, 6000, made.message);
    const detail = await t.api<promotions.PromotionDetail>(promotions.promotionDetail.path, {
      id: made.data.id,
    });
    assert.equal(detail.status_code, 6000, detail.message);
    assert.equal(detail.data.title, '周末再存20%红利');
    assert.equal(detail.data.status, 'ongoing');
    assert.equal(detail.data.terms.ratePercent, 20);
    assert.equal(detail.data.terms.capAmount, '888.00');
    const [audit] = await t.db.query<{ operator_id: unknown; reason: string }>(
      `SELECT operator_id, reason FROM audit_log WHERE action = 'promotion.create' AND target_id = $1`,
      [String(made.data.id)],
    );
    assert.equal(Number(audit?.operator_id), ops.marketing.id);
    assert.equal(audit?.reason, '周末拉新活动');
    for (const role of ['finance', 'risk', 'cs', 'brand'] as const)
      assert.equal(
        (await create(againDeposit(), ops[role].token)).status_code,
        ErrorCode.ACCESS_DENIED,
        role,
      );
  });

  it('refuses with a clear Chinese reason: missing terms of the kind, end before start, a past start', async () => {
    const noCap = await create({ ...againDeposit(), terms: { ...againDeposit().terms, capFen: undefined } });
    assert.equal(noCap.status_code, ErrorCode.INVALID_PARAMETER);
    assert.match(noCap.message, /再存红利需要填写最高赠送金额/);
    const backwards = await create({ ...againDeposit(), startsAt: inDays(2), endsAt: inDays(1) });
    assert.match(backwards.message, /结束时间必须晚于开始时间/);
    const past = await create({ ...againDeposit(), startsAt: inDays(-3) });
    assert.equal(past.message, '开始时间不能早于当前时间');
    const draw = await create({
      ...againDeposit(),
      kind: 'drawGift',
      terms: { period: 'once', turnoverMultiple: 1, contributions: {}, drawsPerDay: 1, prizes: [] },
    });
    assert.match(draw.message, /抽奖活动至少需要一个奖品/);
  });
});

describe('editing a promotion', () => {
  it('changes the terms for members who join after; a joined member keeps the terms they joined under', async () => {
    const made = await create({ ...againDeposit(), terms: { ...againDeposit().terms, needDeposit: false } });
    const m = await t.devMember();
    const joined = await t.api(
      promotions.joinActivity.path,
      { id: made.data.id },
      { token: m.token, 'request-id': randomUUID() },
    );
    assert.equal(joined.status_code, 6000, joined.message);
    const edited = await boCall(
      t,
      bo.editPromotion.path,
      {
        id: made.data.id,
        title: '周末再存30%红利',
        terms: { ...againDeposit().terms, ratePercent: 30 },
        reason: '加码',
      },
      ops.marketing.token,
    );
    assert.equal(edited.status_code, 6000, edited.message);
    const pub = await t.api<promotions.PromotionDetail>(promotions.promotionDetail.path, {
      id: made.data.id,
    });
    assert.equal(pub.data.title, '周末再存30%红利');
    assert.equal(pub.data.terms.ratePercent, 30);
    const [join] = await t.db.query<{ terms: { ratePercent: number } }>(
      'SELECT terms FROM promotion_joins WHERE promotion_id = $1 AND member_id = $2',
      [made.data.id, Number(m.userId)],
    );
    assert.equal(join?.terms.ratePercent, 20);
    const detail = await boCall<{ joins: number; terms: { ratePercent: number } }>(
      t,
      bo.promotionDetail.path,
      { id: made.data.id },
      ops.marketing.token,
    );
    assert.equal(detail.data.joins, 1);
    assert.equal(detail.data.terms.ratePercent, 30);
    const [audit] = await t.db.query<{ before: { title: string }; after: { title: string } }>(
      `SELECT before, after FROM audit_log WHERE action = 'promotion.edit' AND target_id = $1`,
      [String(made.data.id)],
    );
    assert.equal(audit?.before.title, '周末再存20%红利');
    assert.equal(audit?.after.title, '周末再存30%红利');
  });

  it('keeps a started promotion start, a running race terms, and refuses an ended one', async () => {
    const running = await create(againDeposit());
    const moveStart = await boCall(
      t,
      bo.editPromotion.path,
      { id: running.data.id, startsAt: inDays(1), reason: '改期' },
      ops.marketing.token,
    );
    assert.equal(moveStart.message, '活动已开始，不能修改开始时间');
    const race = await boCall(
      t,
      bo.editPromotion.path,
      {
        id: 104,
        terms: { period: 'once', turnoverMultiple: 1, contributions: { ZR: 100 }, racePrizes: [100] },
        reason: '调整奖金',
      },
      ops.marketing.token,
    );
    assert.match(race.message, /排行榜活动开始后不能修改奖金/);
    const ended = await boCall(
      t,
      bo.updatePromotion.path,
      { id: running.data.id, action: 'end', reason: '提前结束' },
      ops.marketing.token,
    );
    assert.equal(ended.status_code, 6000, ended.message);
    const late = await boCall(
      t,
      bo.editPromotion.path,
      { id: running.data.id, title: '已结束的活动改名', reason: '改名' },
      ops.marketing.token,
    );
    assert.equal(late.message, '活动已结束，不能再修改');
  });

  it('schedules: an upcoming promotion can move its start, and shows as upcoming to players', async () => {
    const later = await create({ ...againDeposit(), startsAt: inDays(2), endsAt: inDays(9) });
    const moved = await boCall(
      t,
      bo.editPromotion.path,
      { id: later.data.id, startsAt: inDays(3), reason: '推迟上线' },
      ops.marketing.token,
    );
    assert.equal(moved.status_code, 6000, moved.message);
    const pub = await t.api<promotions.PromotionDetail>(promotions.promotionDetail.path, {
      id: later.data.id,
    });
    assert.equal(pub.data.status, 'upcoming');
  });
});
