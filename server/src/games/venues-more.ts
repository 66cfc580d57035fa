import { venueDemoKind } from './demo-kinds';
import type { VenueSeed } from './venues-data';

/**
 * More venues for the five venue-list pages (issue 15 item 16): with three or four each,
 * /game/sport and the others were 60 % empty at 1440 px. Invented names, all simulated
 * like the rest: each plays its category's demo (demo-kinds.ts).
 */
const more = (
  code: string,
  name: string,
  displayEnName: string,
  category: 'TY' | 'ZR' | 'QP' | 'DJ' | 'CP',
  slogan: string,
  hue: number,
  hot = false,
): VenueSeed => ({
  code,
  name,
  displayEnName,
  category,
  slogan,
  form: 'url',
  embedded: true,
  hot,
  hue,
  demo: venueDemoKind(category),
  games: 0,
});

export const MORE_VENUES: readonly VenueSeed[] = [
  more('TMTY', '天马体育', 'Pegasus Sports', 'TY', '全球赛事 · 极速滚球', 205, true),
  more('HQTY', '环球体育', 'Global Sports', 'TY', '五大联赛 · 高赔早盘', 30),
  more('XJTY', '星际体育', 'Stellar Sports', 'TY', '篮网双修 · 串关加奖', 265),
  more('HJZR', '皇家真人', 'Royal Live', 'ZR', '贵宾厅 · 咪牌百家乐', 45, true),
  more('JDZR', '金殿真人', 'Golden Palace', 'ZR', '龙虎斗 · 骰宝轮盘', 15),
  more('XMZR', '星梦真人', 'Dream Live', 'ZR', '多台下注 · 高清直播', 300),
  more('TYQP', '天游棋牌', 'Sky Cards', 'QP', '炸金花 · 初级场', 195, true),
  more('LKQP', '乐快棋牌', 'Joy Cards', 'QP', '炸金花 · 经典场', 95),
  more('BLQP', '百乐棋牌', 'Baile Cards', 'QP', '炸金花 · 高级场', 330),
  more('XYDJ', '星耀电竞', 'Starlit Esports', 'DJ', '英雄联盟 · 王者荣耀', 280, true),
  more('LMDJ', '雷鸣电竞', 'Thunder Esports', 'DJ', 'DOTA2 · 反恐精英', 220),
  more('DFDJ', '巅峰电竞', 'Summit Esports', 'DJ', '滚球盘口 · 赛事直播', 10),
  more('JCCP', '吉彩彩票', 'Lucky Lottery', 'CP', '时时彩 · 快三 · PK10', 355, true),
  more('FYCP', '福运彩票', 'Fortune Lottery', 'CP', '六合彩 · 福彩3D', 40),
  more('XCCP', '星彩彩票', 'Star Lottery', 'CP', '每分钟开奖 · 官方同步', 175),
];
