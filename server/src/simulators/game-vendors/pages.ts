import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { games } from '@site/shared/contract';
import type { Locale } from '@site/shared/i18n';
import { toTraditional } from '@site/shared/zh-tw';
import { cardSprite, dealerSvg, slotSprite } from './page-art';
import type { GameVendor } from '../../games/game-vendor';
import { PAGE_CSS } from './page-styles';
import { PAYTABLE, SYMBOLS } from './slot';

/**
 * The demo game pages: self-contained HTML (inline CSS, Chinese text, no outside asset),
 * marked 试玩 once (a small mark in the header; the disclosure behind it and in 玩法说明). The site's CSP allows scripts from this origin only, never
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
  ['common', 'window-bar', ...DEMO_KINDS].map((name) => [
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
  slot: '老虎机',
  fishing: '捕鱼',
  baccarat: '百家乐',
  cards: '炸金花',
  lottery: '极速快三',
  match: '虚拟赛事',
  lobby: '场馆大厅',
};

/** The one disclosure of every page, behind the small 试玩 mark and in 玩法说明 (issue 28 item 15). */
const DISCLOSURE =
  '试玩游戏：由本站提供，不连接外部游戏供应商；使用您在该场馆钱包中的真实余额，每局输赢计入资金流水。';

const times = (tenths: number) => `${tenths / 10}倍`;
/** The slot's pay table in words, from the table the server pays by. */
const SLOT_PAYS = SYMBOLS.map(
  (s) => `${s}：${PAYTABLE[s].map((p, i) => `${i + 3}连${times(p)}`).join('·')}`,
).join('；');

const BODIES: Record<games.DemoKind, string> = {
  slot: `${slotSprite()}<div class="cabinet"><div class="marquee" id="marquee">五线连珠</div>
<div class="reel-window"><div class="reels" id="reels" aria-label="转轴"></div><svg class="paylines" id="paylines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true"></svg><div class="win-banner" id="win-banner" hidden></div></div>
<div class="console"><div class="bet"><button type="button" id="half" aria-label="减半">−</button><label class="meter" for="stake">投注<input id="stake" type="text" inputmode="decimal" value="1.00" maxlength="12"></label><button type="button" id="double" aria-label="加倍">+</button></div>
<div class="spin-wrap"><button type="button" class="spin" id="spin">旋转</button></div>
<div class="right"><div class="meter">赢得<b id="won">0.00</b></div><button type="button" class="primary" id="free-spin" hidden>免费旋转</button></div></div></div>
<p class="pay" id="free-left" hidden></p>`,
  fishing: `<div class="sea" id="sea"><canvas id="sea-canvas" width="960" height="540" aria-label="渔场：点击鱼发射炮弹"></canvas></div>
<div class="targets" id="targets" role="group" aria-label="锁定目标"></div>
<div class="controls"><label for="stake">每炮（元）</label><input id="stake" type="text" inputmode="decimal" value="1.00" maxlength="12"></div>`,
  baccarat: `${cardSprite()}<div class="felt">${dealerSvg()}<div class="table"><div class="hand"><h2>闲</h2><div class="cards" id="player"></div><div class="points" id="player-points"></div></div>
<div class="hand"><h2>庄</h2><div class="cards" id="banker"></div><div class="points" id="banker-points"></div></div></div></div>
<div class="controls" role="group" aria-label="下注区"><button type="button" data-side="player" aria-pressed="true">闲 1:1</button><button type="button" data-side="banker" aria-pressed="false">庄 1:0.95</button><button type="button" data-side="tie" aria-pressed="false">和 1:8</button></div>
<div class="controls"><label for="stake">投注（元）</label><input id="stake" type="text" inputmode="decimal" value="10.00" maxlength="12"><button type="button" class="primary" id="deal">发牌</button></div>`,
  cards: `${cardSprite()}<div class="felt">${dealerSvg()}<div class="table"><div class="hand"><h2>闲家（您）</h2><div class="cards" id="player"></div><div class="points" id="player-hand"></div></div>
<div class="hand"><h2>庄家</h2><div class="cards" id="banker"></div><div class="points" id="banker-hand"></div></div></div></div>
<div class="controls"><label for="stake">底注（元）</label><input id="stake" type="text" inputmode="decimal" value="10.00" maxlength="12"><button type="button" class="primary" id="deal">发牌比牌</button></div>
<p class="pay" id="rules-note" hidden></p>`,
  lottery: `<div class="draw"><div class="issue">期号 <b id="issue">--</b></div><div class="dice" id="dice" aria-label="开奖骰子"></div><div class="sum" id="sum">选择玩法并投注，立即开奖</div></div>
<div class="controls" role="group" aria-label="投注选项"><button type="button" data-pick="big" aria-pressed="true">大 1.96</button><button type="button" data-pick="small" aria-pressed="false">小 1.96</button><button type="button" data-pick="odd" aria-pressed="false">单 1.96</button><button type="button" data-pick="even" aria-pressed="false">双 1.96</button><button type="button" data-pick="triple" aria-pressed="false">三同号通选 32</button></div>
<div class="controls"><label for="stake">投注（元）</label><input id="stake" type="text" inputmode="decimal" value="10.00" maxlength="12"><button type="button" class="primary" id="draw-now">投注并开奖</button></div>`,
  match: `<div class="match"><div class="league" id="league">赛事加载中…</div><div class="teams"><span id="home">--</span><b id="score">VS</b><span id="away">--</span></div></div>
<div class="controls picks" role="group" aria-label="独赢盘" id="picks"></div>
<div class="controls"><label for="stake">投注（元）</label><input id="stake" type="text" inputmode="decimal" value="10.00" maxlength="12"><button type="button" class="primary" id="bet">投注</button><button type="button" id="next">下一场</button></div>`,
  lobby: `<section id="lobby"><h2 id="lobby-title">场馆大厅</h2>
<p>本场馆的游戏以本站的百家乐桌提供，您在本场馆的余额可在百家乐桌上使用，输赢实时记入场馆钱包。</p>
<p><a id="to-table" href="#">进入百家乐</a></p></section>`,
};

/** How each game plays and pays, in the page's collapsed 玩法说明. */
const RULES: Record<games.DemoKind, string> = {
  slot: `5条线（中、上、下、V 形、倒 V 形），从最左轴起连续3个及以上相同图案中奖，按本局投注的倍数派彩。${SLOT_PAYS}。不设自动旋转，两次旋转至少间隔2.5秒；派彩少于投注时不算中奖，不播放庆祝动画。`,
  fishing: '点击鱼发射一炮（或在下方锁定目标）：击中即按该鱼的倍数派彩，倍数越高越难捕获。',
  baccarat:
    '闲、庄各发两张，按百家乐规则补牌，点数取个位数，接近9者胜。押闲赢 1:1，押庄赢 1:0.95，押和赢 1:8（出和时押庄、闲退回本金）。',
  cards:
    '每人三张牌比大小：豹子 &gt; 顺金 &gt; 金花 &gt; 顺子 &gt; 对子 &gt; 单张；A 最大，A23 为最小的顺子。闲家赢按 1:0.95 派彩（台费 5%），牌型点数完全相同退回底注。',
  lottery:
    '每注即时开出三颗骰子。大：和值 11-17；小：和值 4-10；单、双：和值的奇偶，赔率均为 1.96；三同号通选：开出任意豹子（如 3 3 3），赔率 32。派彩 = 投注 × 赔率。',
  match:
    '独赢盘：电竞为三局两胜，足球为全场 90 分钟（可投平局）。投注后比赛立即进行并结算，派彩 = 投注 × 赔率。',
  lobby: '',
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
<link rel="icon" href="data:,"><title>${title}</title><style>${PAGE_CSS}</style></head>
<body data-kind="${kind}" data-code="${code}" data-site="${siteId}">
<header><h1 id="title">${title}</h1><span class="trial" title="${DISCLOSURE}">试玩</span><span class="venue" id="venue"></span><span class="balance">场馆余额 <b id="balance">--</b> 元</span><span class="bar" id="window-bar" hidden><button type="button" id="bar-refresh" aria-label="刷新余额">刷新</button><button type="button" class="primary" id="bar-in">转入</button></span></header>
<main>${BODIES[kind]}<p id="message" role="status" aria-live="polite"></p></main>
<details class="rules"><summary>玩法说明</summary>${RULES[kind] ? `<p>${RULES[kind]}</p>` : ''}<p>${DISCLOSURE}</p></details>
<section class="history"><h2>最近记录</h2><ol id="history"></ol></section>
<script src="/demo/assets/common.js${scripts}"></script><script src="/demo/assets/window-bar.js${scripts}"></script><script src="/demo/assets/${kind}.js${scripts}"></script>
</body></html>`;
  return tw ? toTraditional(page) : page;
}

/** The simulated vendor's pages live on this server, under /demo/<kind>. */
export const simulatedGameVendor: GameVendor = {
  pagePath(kind, code, siteId, locale) {
    // A zh-TW player's game page is Traditional too (the page and its scripts, issue 18).
    const language = locale === 'zh-TW' ? '&language=zh-TW' : '';
    return `/demo/${kind}?code=${code}&site=${encodeURIComponent(siteId)}${language}`;
  },
  pageHtml: demoPageHtml,
};
