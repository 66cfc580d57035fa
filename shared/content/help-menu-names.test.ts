/**
 * The help articles send players through the site's own menus: every 「会员中心 → X」 must
 * be an item of the member menu (host/src/layout/nav-items.ts names them from these same
 * catalogue entries), and a player reads messages, not the API's error codes (6413…).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nav, routes } from '../i18n/zh-CN/routes';

const MEMBER_MENU = new Set<string>([
  nav.DEPOSIT,
  nav.TRANSFER,
  nav.WITHDRAW,
  nav.PROFILE,
  nav.VIP,
  nav.WELFARE,
  nav.BET_RECORD,
  nav.TRADE_RECORD,
  nav.MESSAGE,
  routes.wallet,
  routes.giftRecord,
  routes.exchange,
  routes.feedback,
  routes.introTutorial,
]);

const dir = join(__dirname, 'help');
const articles = readdirSync(dir)
  .filter((f) => f.endsWith('.md'))
  .map((f) => ({ file: f, text: readFileSync(join(dir, f), 'utf8') }));

describe('help articles', () => {
  it('name only member-menu items that exist, under the menu’s own name 会员中心', () => {
    const wrong: string[] = [];
    for (const { file, text } of articles) {
      if (text.includes('个人中心')) wrong.push(`${file}: 个人中心`);
      for (const m of text.matchAll(/会员中心 → ([^*\s，。、（）()]+)/g))
        if (!MEMBER_MENU.has(m[1] ?? '')) wrong.push(`${file}: 会员中心 → ${m[1]}`);
    }
    expect(wrong).toEqual([]);
  });

  it('cite no API error codes to players', () => {
    const cited = articles.filter(({ text }) => /错误码|\b6[0-9]{3}\b/.test(text)).map((a) => a.file);
    expect(cited).toEqual([]);
  });
});
