import assert from 'node:assert/strict';
import { test } from 'node:test';
import { maskEmail, maskPhone, maskRealName, maskUsername } from './mask';

test('a real name is masked by the pages rule: first character only', () => {
  assert.equal(maskRealName('王小明'), '王**');
  assert.equal(maskRealName('John·Smith'), 'J***·*****');
});

test('a username is masked the way leaderboards and chat show it', () => {
  assert.equal(maskUsername('player888'), 'pl***8');
  assert.equal(maskUsername('ab'), 'a*');
});

test('phone and e-mail keep their masks', () => {
  assert.equal(maskPhone('13800138000'), '138****8000');
  assert.equal(maskEmail('abcdef@qq.com'), 'ab***@qq.com');
});
