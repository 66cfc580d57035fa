import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { games } from '@site/shared/contract';
import type { Locale } from '@site/shared/i18n';
import { toTraditional } from '@site/shared/zh-tw';

/**
 * The demo game pages: self-contained HTML (inline CSS, Chinese text, no outside asset),
 * labelled 演示 everywhere. The site's CSP allows scripts from this origin only, never
 * inline, so each page loads /demo/assets/common.js and /demo/assets/<kind>.js. The
 * one-time launch code and site id ride in data attributes, so the same document also
 * works as the "game content" launch form inside the slot host page (an iframe srcdoc
 * has no query); the page script trades the code for its page token.
 */
export const DEMO_KINDS = [
  'slot',
  'fishing',
  'baccarat',
  'cards',
  'lottery',
  'match',
  'lobby',
] as const satisfies readonly games.DemoKind[];

const PAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'pages');
const SCRIPTS = new Map<string, string>(
  ['common', ...DEMO_KINDS].map((name) => [
    `${name}.js`,
    readFileSync(join(PAGES_DIR, `${name}.js`), 'utf8'),
  ]),
);

export function demoScript(file: string, locale: Locale = 'zh-CN'): string | undefined {
  const script = SCRIPTS.get(file);
  // Only the strings' Han characters change: code and names are ASCII.
  return script !== undefined && locale === 'zh-TW' ? toTraditional(script) : script;
}

const TITLES: Record<games.DemoKind, string> = {
  slot: '演示老虎机',
  fishing: '演示捕鱼',
  baccarat: '演示百家乐',
  cards: '演示炸金花',
  lottery: '演示极速快三',
  match: '演示虚拟赛事',
  lobby: '演示场馆大厅',
};

const CSS = `*{box-sizing:border-box}body{margin:0;font-family:'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif;background:#10131c;color:#f2f3f5;min-height:100vh}
header{display:flex;align-items:center;gap:12px;padding:12px 20px;background:#1b2030;border-bottom:1px solid #2c3347;flex-wrap:wrap}
.badge{background:#e5484d;color:#fff;border-radius:4px;padding:2px 8px;font-size:13px;font-weight:700}
header h1{font-size:18px;margin:0}header .venue{color:#a9b0c2;font-size:14px}header .balance{margin-left:auto;font-size:15px}header .balance b{color:#f5c451;font-size:18px}
.notice{margin:0;padding:8px 20px;background:#2a2414;color:#f5d68a;font-size:13px}
main{max-width:860px;margin:20px auto;padding:0 16px}
.controls{display:flex;gap:10px;align-items:center;justify-content:center;flex-wrap:wrap;margin:18px 0}
label{font-size:14px;color:#c9cedb}input[type=text]{width:110px;padding:8px 10px;border-radius:6px;border:1px solid #3a4257;background:#0c0f16;color:#fff;font-size:16px}
button{padding:9px 20px;border:0;border-radius:6px;background:#3b4460;color:#fff;font-size:15px;cursor:pointer}button.primary{background:linear-gradient(#f5c451,#c98d1a);color:#231a05;font-weight:700;min-width:120px}
button:disabled{opacity:.5;cursor:not-allowed}button[aria-pressed=true]{outline:2px solid #f5c451}
#message{min-height:24px;text-align:center;font-size:15px;margin:8px 0}#message.error{color:#ff8f8f}#message.win{color:#7ee2a8;font-weight:700}
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:8px;background:#0a0d14;padding:12px;border-radius:12px;border:2px solid #c98d1a}
.cell{height:76px;display:flex;align-items:center;justify-content:center;font-size:40px;font-weight:800;border-radius:8px;background:#1d2333;color:#f5c451}
.cell.hit{background:#5a3d06;box-shadow:0 0 0 2px #f5c451 inset}.cell.blur{filter:blur(1.5px);opacity:.8}
.sea{position:relative;height:320px;border-radius:12px;overflow:hidden;background:linear-gradient(#0b4f7a,#052338)}
.fish{position:absolute;border:0;background:rgba(255,255,255,.12);border-radius:24px;padding:8px 12px;color:#fff;font-size:14px;animation:swim 9s linear infinite alternate}
.fish small{display:block;color:#f5c451;font-size:12px}
@keyframes swim{from{transform:translateX(0)}to{transform:translateX(520px)}}.fish:hover,.fish:focus{animation-play-state:paused}
@media (prefers-reduced-motion:reduce){.fish{animation:none}}
.table{display:grid;grid-template-columns:1fr 1fr;gap:16px;background:#0d4a2c;border-radius:16px;padding:18px}
.hand h2{margin:0 0 8px;font-size:16px}.cards{display:flex;gap:6px;min-height:72px}.card{width:50px;height:70px;border-radius:6px;background:#fff;color:#111;display:flex;align-items:center;justify-content:center;font-size:18px;font-weight:700}.card.red{color:#d22}.card.back{background:repeating-linear-gradient(45deg,#9b2226 0 6px,#7a1a1d 6px 12px);border:3px solid #fff}
.points{font-size:14px;color:#cfe9d9;margin-top:6px}
.history{max-width:860px;margin:10px auto 30px;padding:0 16px}.history h2{font-size:15px;color:#a9b0c2}.history ol{list-style:none;margin:0;padding:0;font-size:13px;color:#c9cedb}
.history li{display:flex;justify-content:space-between;padding:6px 0;border-bottom:1px solid #232a3b}
.pay{font-size:12px;color:#a9b0c2;text-align:center}a{color:#f5c451}
.draw{background:radial-gradient(circle at 50% 30%,#6b1f1f,#2a0c0c);border-radius:16px;padding:18px;text-align:center;border:2px solid #c98d1a}
.issue{font-size:13px;color:#e9c9a0}.dice{display:flex;gap:16px;justify-content:center;margin:16px 0}
.die{width:64px;height:64px;border-radius:12px;background:#fdfaf3;display:grid;grid-template:repeat(3,1fr)/repeat(3,1fr);padding:8px;box-shadow:0 4px 0 #c9bfa8}
.pip{width:12px;height:12px;border-radius:50%;background:#1b1b1b;place-self:center;visibility:hidden}.pip.on{visibility:visible}.die.red .pip{background:#d22}
.sum{font-size:16px;color:#f5d68a;min-height:22px}
.match{background:linear-gradient(135deg,#1c2a4a,#0f1628);border-radius:16px;padding:22px 12px;text-align:center;border:1px solid #2c3a5e}
.league{color:#a9b0c2;font-size:14px;margin-bottom:12px}.teams{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;gap:12px;font-size:20px;font-weight:700}
.teams b{font-size:28px;color:#f5c451;min-width:90px}.picks button{min-width:120px}.picks button small{display:block;color:#f5c451;font-size:15px}`;

const BODIES: Record<games.DemoKind, string> = {
  slot: `<div class="reels" id="reels" aria-label="转轴"></div>
<div class="controls"><label for="stake">每局投注（元）</label><input id="stake" type="text" inputmode="decimal" value="1.00" maxlength="12">
<button type="button" id="half">减半</button><button type="button" id="double">加倍</button><button type="button" class="primary" id="spin">旋转</button><button type="button" class="primary" id="free-spin" hidden>免费旋转</button></div>
<p class="pay" id="free-left" hidden></p>
<p class="pay">5条线，从左至右3个及以上相同图案中奖。龙：3连5倍·4连20倍·5连100倍；金：3连0.5倍·5连5倍（按本局投注计）。</p>`,
  fishing: `<div class="sea" id="sea" aria-label="渔场"></div>
<div class="controls"><label for="stake">每炮（元）</label><input id="stake" type="text" inputmode="decimal" value="1.00" maxlength="12"></div>
<p class="pay">点击鱼发射一炮：击中即按倍数派彩，倍数越高越难捕获。</p>`,
  baccarat: `<div class="table"><div class="hand"><h2>闲</h2><div class="cards" id="player"></div><div class="points" id="player-points"></div></div>
<div class="hand"><h2>庄</h2><div class="cards" id="banker"></div><div class="points" id="banker-points"></div></div></div>
<div class="controls" role="group" aria-label="下注区"><button type="button" data-side="player" aria-pressed="true">闲 1:1</button><button type="button" data-side="banker" aria-pressed="false">庄 1:0.95</button><button type="button" data-side="tie" aria-pressed="false">和 1:8</button></div>
<div class="controls"><label for="stake">投注（元）</label><input id="stake" type="text" inputmode="decimal" value="10.00" maxlength="12"><button type="button" class="primary" id="deal">发牌</button></div>`,
  cards: `<div class="table"><div class="hand"><h2>闲家（您）</h2><div class="cards" id="player"></div><div class="points" id="player-hand"></div></div>
<div class="hand"><h2>庄家</h2><div class="cards" id="banker"></div><div class="points" id="banker-hand"></div></div></div>
<div class="controls"><label for="stake">底注（元）</label><input id="stake" type="text" inputmode="decimal" value="10.00" maxlength="12"><button type="button" class="primary" id="deal">发牌比牌</button></div>
<p class="pay" id="rules-note" hidden></p><p class="pay">每人三张牌比大小：豹子 &gt; 顺金 &gt; 金花 &gt; 顺子 &gt; 对子 &gt; 单张；A 最大，A23 为最小的顺子。闲家赢按 1:0.95 派彩（台费 5%），牌型点数完全相同退回底注。</p>`,
  lottery: `<div class="draw"><div class="issue">期号 <b id="issue">--</b></div><div class="dice" id="dice" aria-label="开奖骰子"></div><div class="sum" id="sum">选择玩法并投注，立即开奖</div></div>
<div class="controls" role="group" aria-label="投注选项"><button type="button" data-pick="big" aria-pressed="true">大 1.96</button><button type="button" data-pick="small" aria-pressed="false">小 1.96</button><button type="button" data-pick="odd" aria-pressed="false">单 1.96</button><button type="button" data-pick="even" aria-pressed="false">双 1.96</button><button type="button" data-pick="triple" aria-pressed="false">三同号通选 32</button></div>
<div class="controls"><label for="stake">投注（元）</label><input id="stake" type="text" inputmode="decimal" value="10.00" maxlength="12"><button type="button" class="primary" id="draw-now">投注并开奖</button></div>
<p class="pay">每注即时开出三颗骰子。大：和值 11-17；小：和值 4-10；单、双：和值的奇偶，赔率均为 1.96；三同号通选：开出任意豹子（如 3 3 3），赔率 32。派彩 = 投注 × 赔率。</p>`,
  match: `<div class="match"><div class="league" id="league">赛事加载中…</div><div class="teams"><span id="home">--</span><b id="score">VS</b><span id="away">--</span></div></div>
<div class="controls picks" role="group" aria-label="独赢盘" id="picks"></div>
<div class="controls"><label for="stake">投注（元）</label><input id="stake" type="text" inputmode="decimal" value="10.00" maxlength="12"><button type="button" class="primary" id="bet">投注</button><button type="button" id="next">下一场</button></div>
<p class="pay">独赢盘：电竞为三局两胜，足球为全场 90 分钟（可投平局）。投注后比赛立即模拟进行并结算，派彩 = 投注 × 赔率。</p>`,
  lobby: `<section id="lobby"><h2 id="lobby-title">演示场馆</h2>
<p>本站为演示环境，未连接真实的游戏供应商。您在本场馆的余额可在下方的演示百家乐桌上使用，输赢实时记入场馆钱包。</p>
<p><a id="to-table" href="#">进入演示百家乐</a></p></section>`,
};

/** The whole page of one demo (also the `html` launch form). */
export function demoPageHtml(
  kind: games.DemoKind,
  code: string,
  siteId: string,
  locale: Locale = 'zh-CN',
): string {
  const title = TITLES[kind];
  // zh-TW: the same page in Traditional, its scripts asked for in Traditional too (demoScript).
  const tw = locale === 'zh-TW';
  const scripts = tw ? '?language=zh-TW' : '';
  const page = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="data:,"><title>${title}（演示游戏）</title><style>${CSS}</style></head>
<body data-kind="${kind}" data-code="${code}" data-site="${siteId}">
<header><span class="badge">演示</span><h1 id="title">${title}</h1><span class="venue" id="venue"></span><span class="balance">场馆余额 <b id="balance">--</b> 元</span></header>
<p class="notice">演示游戏：由本站模拟，不连接真实供应商；使用您在该场馆钱包中的真实余额，每局输赢计入资金流水。</p>
<main>${BODIES[kind]}<p id="message" role="status" aria-live="polite"></p></main>
<section class="history"><h2>最近记录</h2><ol id="history"></ol></section>
<script src="/demo/assets/common.js${scripts}"></script><script src="/demo/assets/${kind}.js${scripts}"></script>
</body></html>`;
  return tw ? toTraditional(page) : page;
}
