import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:18182';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const post = async (path, data) => (await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) })).json();
const m = await post('/dev/members', {});
const gamePath = '/game/' + encodeURIComponent(`${base}/demo/slot?token=demo&site=1001`);
let seeded = false;
for (const [page, path] of [['home', '/home'], ['game', gamePath]]) {
  for (const width of [1440, 390]) {
    for (const edition of ['classic', 'professional']) {
      const ctx = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, locale: 'zh-CN' });
      await ctx.addInitScript(([token, userId, edition]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('userId', userId);
        localStorage.setItem('edition', edition);
      }, [m.token, m.userId, edition]);
      const p = await ctx.newPage();
      await p.goto(base + path);
      await p.getByTestId('chat-launcher').click({ timeout: 20000 });
      await p.getByTestId('chat-panel').getByRole('heading', { name: '综合大厅' }).waitFor();
      if (!seeded) {
        seeded = true;
        const input = p.getByTestId('chat-panel').getByRole('textbox');
        for (const text of ['今晚曼联能赢吗？😀', '<b>这不是粗体</b>', '找我代充']) {
          await input.fill(text);
          await input.press('Enter');
          await p.waitForTimeout(400);
        }
        await post('/dev/chat/gift', { rid: 'lobby', from: '运营小美', gift: '跑车', count: 1 });
        await p.waitForTimeout(600);
      }
      await p.waitForTimeout(1200);
      await p.screenshot({ path: `/tmp/shots-chat/${page}-${width}-${edition}.png` });
      await ctx.close();
    }
  }
}
await browser.close();
