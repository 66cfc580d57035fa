import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { memberArea } from '@site/shared/contract';
import { CENTER, move, systemWallet } from '../money/ledger';
import { startTestApp, type TestApp } from '../testing';
import { reviewKeepGrades } from './keep-grade';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.stop());

/** 2027-01-01 09:00 in Beijing: the review of December 2026 is due. */
const NEW_YEAR = Date.UTC(2027, 0, 1, 1, 0);
const DECEMBER = new Date(Date.UTC(2026, 11, 15, 4, 0));

let round = 0;
async function playRound(memberId: number, fen: number, at?: Date) {
  round += 1;
  await t.db.query(
    `INSERT INTO game_rounds (member_id, round_id, venue_code, game_code, kind, stake, win, detail, created_at)
     SELECT $1, $2, g.venue_code, g.code, 'slot', $3, 0, '{}', coalesce($4, now()) FROM games g WHERE g.category = 'DZ' ORDER BY g.code LIMIT 1`,
    [memberId, `keep-${round}-${memberId}`, fen, at ?? null],
  );
}

/** A member at VIP1 (100 yuan deposited and played; the keep condition of VIP1 is 50 yuan a month). */
async function vip1Member() {
  const m = await t.devMember();
  const id = Number(m.userId);
  await t.db.tx((q) =>
    move(q, {
      kind: 'deposit',
      memberId: id,
      from: systemWallet('deposits'),
      to: CENTER,
      amount: 10_000,
      memo: 'test',
    }),
  );
  await playRound(id, 10_000);
  const call = async () =>
    memberArea.memberGradeInfoByGrade.response.parse(
      (await t.api(memberArea.memberGradeInfoByGrade.path, {}, { token: m.token })).data,
    );
  assert.equal((await call()).grade, 1);
  return { id, token: m.token, grade: async () => (await call()).grade };
}

describe('month-end keep-grade review', () => {
  it('drops a grade for a short month, once, keeps those who met it or rose during it, with a letter', async () => {
    const idle = await vip1Member();
    const active = await vip1Member();
    await playRound(active.id, 6_000, DECEMBER);
    const risen = await vip1Member();
    await t.db.query('UPDATE members SET vip_upgraded_at = $2 WHERE id = $1', [risen.id, DECEMBER]);

    const demoted = await t.db.tx((q) => reviewKeepGrades(q, NEW_YEAR));
    assert.deepEqual(demoted, [idle.id]);
    assert.deepEqual(await t.db.tx((q) => reviewKeepGrades(q, NEW_YEAR + 3_600_000)), [], 'reviewed once');

    assert.equal(await idle.grade(), 0, 'the old totals do not lift the member straight back');
    assert.equal(await active.grade(), 1);
    assert.equal(await risen.grade(), 1);
    const letters = await t.api<{ list: { title: string; content: string }[] }>(
      '/site/api/v1/letter/list',
      { type: 'notice' },
      { token: idle.token },
    );
    const letter = letters.data.list.find((l) => l.title === '会员等级调整为VIP0');
    assert.ok(letter, 'a demotion letter');
    assert.match(letter.content, /上月有效投注 0\.00.*保级要求 50\.00/);
  });

  it('counts turnover after the demotion toward the next upgrade', async () => {
    const m = await vip1Member();
    await t.db.tx((q) => reviewKeepGrades(q, Date.UTC(2027, 1, 1, 1, 0)));
    // As if the play that won VIP1 was three days ago, the demotion yesterday.
    await t.db.query(`UPDATE game_rounds SET created_at = now() - interval '3 days' WHERE member_id = $1`, [
      m.id,
    ]);
    await t.db.query(
      `UPDATE members SET vip_demoted_at = now() - interval '1 day', vip_upgraded_at = now() - interval '2 days' WHERE id = $1`,
      [m.id],
    );
    assert.equal(await m.grade(), 0);
    await playRound(m.id, 10_000);
    assert.equal(await m.grade(), 1);
  });
});
