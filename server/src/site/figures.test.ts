import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { funds, help, memberArea, promotions, site } from '@site/shared/contract';
import { startTestApp, type TestApp } from '../testing';

// Issue 28 item 9: figures that disagreed between pages. Each is read here as a player reads it,
// from every place that states it, and they must all be the one figure.
let t: TestApp;
let token: string;
before(async () => {
  t = await startTestApp({ dataDir: 'memory://' });
  token = (await t.devMember()).token;
});
after(() => t.stop());

const call = async <T>(path: string, body: unknown = {}) => (await t.api<T>(path, body, { token })).data;
/** 200000.00 -> 200,000 as the articles write it. */
const grouped = (yuanText: string) => Number(yuanText).toLocaleString('en-US');

test('the first-deposit maximum is one figure in the notice, the banner list and the promotion', async () => {
  const detail = await call<promotions.PromotionDetail>(promotions.promotionDetail.path, { id: 101 });
  const cap = Number(detail.terms.capAmount);
  assert.ok(cap > 0);
  const quoted = (text: string) => [...text.matchAll(/最高(?:加赠)?(\d+)元/g)].map((m) => Number(m[1]));

  const notices = await call<{ list: { title: string; content: string }[] }>(
    site.queryNoticeListByPage.path,
    {
      pageNum: 1,
      pageSize: 50,
    },
  );
  const firstDeposit = notices.list.filter((n) => n.title.includes(detail.title));
  assert.equal(firstDeposit.length, 1, 'one notice announces the offer');
  const texts = [
    ...firstDeposit.map((n) => n.content),
    detail.subtitle,
    ...detail.rules,
    ...(await call<{ id: number; subtitle: string }[]>(site.getMyDiscountAd.path, {}))
      .filter((a) => a.id === 101)
      .map((a) => a.subtitle),
  ];
  const figures = texts.flatMap(quoted);
  assert.ok(figures.length >= 3, `the offer's maximum is quoted: ${texts.join(' | ')}`);
  assert.deepEqual([...new Set(figures)], [cap]);
});

test('the bank withdrawal daily cap is one figure in the cashier, the VIP page and the help article', async () => {
  const cfgs = await call<funds.WithdrawCfg[]>(funds.withdrawBaseCfgList.path);
  const bank = cfgs.find((c) => c.kind === 'bank');
  assert.ok(bank);
  const grades = await call<memberArea.GradeConfig[]>(memberArea.memberGradeConfigList.path);
  for (const g of grades) {
    assert.equal(g.dailyWithdrawLimit, bank.dailyMaxAmount, g.name);
    assert.equal(g.dailyWithdrawCount, bank.dailyCount, g.name);
  }
  const article = await call<{ html: string }>(help.article.path, { code: 'qk' });
  const row = /<tr>\s*<td>银行卡<\/td>([\s\S]*?)<\/tr>/.exec(article.html)?.[1] ?? '';
  const cells = [...row.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]);
  assert.deepEqual(cells.slice(0, 4), [
    `${grouped(bank.minAmount)} 元`,
    `${grouped(bank.maxAmount)} 元`,
    `${bank.dailyCount} 次`,
    `${grouped(bank.dailyMaxAmount)} 元`,
  ]);
  assert.doesNotMatch(article.html, /\{\{/);
});

test('sponsors are invented names, the footer’s own', async () => {
  const sponsors = await call<{ name: string; title: string; description: string }[]>(
    site.sponsorContent.path,
  );
  assert.deepEqual(
    sponsors.map((s) => s.name),
    ['金杯足球联赛', '城市篮球联盟', '星辰电竞战队'],
  );
  const all = JSON.stringify(sponsors);
  for (const real of ['国际米兰', '皇家马德里', '独行侠', 'Inter', 'Real Madrid', 'Mavericks'])
    assert.ok(!all.includes(real), real);
});
