import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { ErrorCode, Header, games } from '@site/shared/contract';
import { startTestApp, type TestApp } from '../testing';
import { ageOn } from './member-profile';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.stop());

const launch = (token: string) =>
  t.api(games.launch.path, { enName: 'PG' }, { [Header.token]: token, [Header.requestId]: randomUUID() });

test('age counts whole years, the birthday itself included', () => {
  assert.equal(ageOn('2008-11-23', '2026-11-23'), 18);
  assert.equal(ageOn('2008-11-24', '2026-11-23'), 17);
  assert.equal(ageOn('2008-02-29', '2026-02-28'), 17);
  assert.equal(ageOn('1990-01-01', '2026-11-23'), 36);
});

test('no game before a birthday is set, none under 18, and an adult plays', async () => {
  const none = await t.devMember({ birthday: null, balance: '100' });
  const refused = await launch(none.token);
  assert.equal(refused.status_code, ErrorCode.AUTHENTICATION_REQUIRED);
  assert.match(refused.message, /设置生日/);

  const today = new Date(Date.now() + 8 * 3600_000);
  const minorBirthday = `${today.getUTCFullYear() - 17}-01-01`;
  const minor = await t.devMember({ birthday: minorBirthday, balance: '100' });
  const young = await launch(minor.token);
  assert.equal(young.status_code, ErrorCode.AUTHENTICATION_REQUIRED);
  assert.equal(young.message, '未满18周岁不能参与游戏');

  const adult = await t.devMember({ balance: '100' });
  assert.equal((await launch(adult.token)).status_code, 6000);
});
