import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { member, memberLetters } from '@site/shared/contract';
import { startTestApp, type TestApp } from '../testing';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.stop());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest-of-a-png'),
]).toString('base64');

async function newMember() {
  const m = await t.devMember();
  return {
    ...m,
    call: <T = unknown>(path: string, body: unknown = {}) => t.api<T>(path, body, { token: m.token }),
  };
}

describe('uploads', () => {
  it('accepts a real PNG and refuses a renamed text file, serving images only to their owner', async () => {
    const a = await newMember();
    const b = await newMember();
    const renamed = await a.call(memberLetters.uploadImage.path, {
      fileName: 'photo.png',
      data: Buffer.from('just some text').toString('base64'),
    });
    assert.equal(renamed.status_code, 6007);
    assert.equal(renamed.message, '仅支持 PNG、JPEG、WebP 格式的图片');
    const up = await a.call<{ id: string; mime: string }>(memberLetters.uploadImage.path, {
      fileName: 'x.jpg',
      data: `data:image/jpeg;base64,${PNG}`,
    });
    assert.equal(up.status_code, 6000, up.message);
    assert.equal(up.data.mime, 'image/png');
    const mine = await a.call<{ mime: string; data: string }>(memberLetters.getImage.path, {
      id: up.data.id,
    });
    assert.equal(mine.data.data, PNG);
    const theirs = await b.call(memberLetters.getImage.path, { id: up.data.id });
    assert.equal(theirs.status_code, 6004);
    const big = await a.call(memberLetters.uploadImage.path, {
      data: Buffer.alloc(5 * 1024 * 1024 + 10, 0x89).toString('base64'),
    });
    assert.equal(big.status_code, 6007);
  });
});

describe('avatar image URL', () => {
  it('serves an uploaded avatar in use as an image with its type and cache headers, nothing else', async () => {
    const a = await newMember();
    const up = await a.call<{ id: string }>(memberLetters.uploadImage.path, { data: PNG });
    const url = memberLetters.avatarImageUrl(`upload:${up.data.id}`);
    assert.equal(url, `/media/avatars/${up.data.id}`);
    assert.equal(memberLetters.avatarImageUrl('set:3'), null);
    assert.equal((await t.app.inject({ method: 'GET', url: url! })).statusCode, 404, 'not an avatar yet');
    await a.call(memberLetters.addAvatar.path, { avatar: `upload:${up.data.id}` });
    const image = await t.app.inject({ method: 'GET', url: url! });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/png');
    assert.equal(image.headers['cache-control'], 'private, max-age=86400');
    assert.equal(image.headers['x-content-type-options'], 'nosniff');
    assert.equal(image.rawPayload.toString('base64'), PNG);
    const feedbackImage = await a.call<{ id: string }>(memberLetters.uploadImage.path, { data: PNG });
    const other = await t.app.inject({ method: 'GET', url: `/media/avatars/${feedbackImage.data.id}` });
    assert.equal(other.statusCode, 404, 'a feedback image stays owner-only');
    assert.equal((await t.app.inject({ method: 'GET', url: '/media/avatars/..%2Fx' })).statusCode, 404);
    await a.call(memberLetters.addAvatar.path, { avatar: 'set:2' });
    assert.equal((await t.app.inject({ method: 'GET', url: url! })).statusCode, 404, 'no longer in use');
  });
});

describe('feedback', () => {
  it('sends feedback with an image; the operator reply raises the feedback count until opened; B cannot see it', async () => {
    const a = await newMember();
    const b = await newMember();
    const up = await a.call<{ id: string }>(memberLetters.uploadImage.path, { data: PNG });
    const empty = await a.call(memberLetters.addFeedBack.path, {
      type: 'deposit',
      content: '短',
      images: [],
    });
    assert.equal(empty.status_code, 6007);
    assert.match(empty.message, /至少5个字/);
    const stolen = await b.call(memberLetters.addFeedBack.path, {
      type: 'deposit',
      content: '我的存款没有到账',
      images: [up.data.id],
    });
    assert.equal(stolen.status_code, 6004);
    const sent = await a.call<{ id: string }>(memberLetters.addFeedBack.path, {
      type: 'deposit',
      content: '我的存款没有到账',
      images: [up.data.id],
    });
    assert.equal(sent.status_code, 6000, sent.message);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/dev/feedback/${sent.data.id}/reply`,
      payload: { reply: '您好，已为您处理' },
    });
    assert.equal(reply.statusCode, 200);
    assert.deepEqual((await a.call(member.feedbackUnreadNum.path)).data, { count: 1 });
    assert.equal((await b.call(memberLetters.getFeedbackInfo.path, { id: sent.data.id })).status_code, 6004);
    assert.equal((await b.call(memberLetters.delFeedback.path, { id: sent.data.id })).status_code, 6004);
    const open = await a.call<memberLetters.Feedback>(memberLetters.getFeedbackInfo.path, {
      id: sent.data.id,
    });
    assert.equal(open.data.reply, '您好，已为您处理');
    assert.deepEqual(open.data.images, [up.data.id]);
    assert.deepEqual((await a.call(member.feedbackUnreadNum.path)).data, { count: 0 });
  });
});

describe('letters', () => {
  it('lists by type with site-wide notices, reads, deletes and one-key reads', async () => {
    const a = await newMember();
    const counts = member.getUnreadForType.response.parse((await a.call(member.getUnreadForType.path)).data);
    assert.equal(counts.brbulletin_count, 1);
    const bulletins = await a.call<{ list: memberLetters.Letter[] }>(memberLetters.letterList.path, {
      type: 'bulletin',
    });
    assert.equal(bulletins.data.list[0]?.siteWide, true);
    const read = await a.call<memberLetters.Letter>(memberLetters.letterRead.path, {
      id: bulletins.data.list[0]?.id,
    });
    assert.equal(read.data.read, true);
    const all = await a.call<{ list: memberLetters.Letter[] }>(memberLetters.letterList.path, {});
    const del = await a.call(memberLetters.letterDelete.path, { ids: [all.data.list[0]?.id] });
    assert.deepEqual(del.data, { deleted: 1 });
    await a.call(memberLetters.letterOnekeyRead.path, {});
    const after = member.getUnreadForType.response.parse((await a.call(member.getUnreadForType.path)).data);
    assert.equal(
      Object.values(after).reduce((x, y) => x + y, 0),
      0,
    );
    assert.equal((await a.call(memberLetters.letterDelete.path, { ids: [] })).status_code, 6007);
  });

  it('writes letters on real events (a credited deposit) and site-wide notices reach every member', async () => {
    const a = await newMember();
    const b = await newMember();
    const paid = await t.app.inject({
      method: 'POST',
      url: `/dev/vip/${a.userId}/activity`,
      payload: { deposit: '100' },
    });
    assert.equal(paid.statusCode, 200);
    const notices = await a.call<{ list: memberLetters.Letter[] }>(memberLetters.letterList.path, {
      type: 'notice',
    });
    assert.ok(notices.data.list.some((l) => l.title === '存款到账通知' && /100\.00元/.test(l.content)));
    const sent = await t.app.inject({
      method: 'POST',
      url: '/dev/broadcasts',
      payload: { category: 'brmatch', title: '决赛今晚开赛', content: '滚球盘口已开放' },
    });
    assert.equal(sent.statusCode, 200);
    for (const m of [a, b]) {
      const match = await m.call<{ list: memberLetters.Letter[] }>(memberLetters.letterList.path, {
        type: 'match',
      });
      assert.ok(match.data.list.some((l) => l.title === '决赛今晚开赛' && l.siteWide));
    }
  });
});
