import type { games } from '@site/shared/contract';

/**
 * The venues of the demo site, three or more per category. The first eight are the ones
 * migration 004 created (the funds tests rely on them); seed.ts fills in their details.
 * Every game vendor is simulated: launches open this server's demo pages.
 */
export interface VenueSeed {
  code: string;
  name: string;
  displayEnName: string;
  category: games.VenueCategory;
  slogan: string;
  form: games.LaunchForm;
  /** false: one of the three exempt venues (full-link games always in a new window). */
  embedded: boolean;
  hot: boolean;
  hue: number;
  /** Demo played by its games (and by a launch without a game code). */
  demo: games.DemoKind;
  /** Games generated into the catalogue (0: a venue launched as a whole). */
  games: number;
  maintenance?: string;
}

export const VENUES: readonly VenueSeed[] = [
  // Migration 004's eight.
  { code: 'CRTY', name: '皇冠体育', displayEnName: 'Crown Sports', category: 'TY', slogan: '本地体育 · 早盘滚球冠军', form: 'path', embedded: true, hot: true, hue: 140, demo: 'lobby', games: 0 },
  { code: 'AG', name: 'AG真人', displayEnName: 'Asia Gaming', category: 'ZR', slogan: '经典百家乐 · 多台同开', form: 'url', embedded: true, hot: true, hue: 350, demo: 'baccarat', games: 24 },
  { code: 'BBIN', name: 'BBIN真人', displayEnName: 'BBIN Live', category: 'ZR', slogan: '极速百家乐 · 美女荷官', form: 'url', embedded: false, hot: false, hue: 10, demo: 'baccarat', games: 18 },
  { code: 'PG', name: 'PG电子', displayEnName: 'PG Soft', category: 'DZ', slogan: '竖屏精品 · 爆分不停', form: 'html', embedded: true, hot: true, hue: 280, demo: 'slot', games: 480 },
  { code: 'JDB', name: 'JDB电子', displayEnName: 'JDB Fishing', category: 'BY', slogan: '捕鱼达人 · 炮炮暴击', form: 'url', embedded: true, hot: true, hue: 195, demo: 'fishing', games: 140 },
  { code: 'KY', name: '开元棋牌', displayEnName: 'Kaiyuan Chess', category: 'QP', slogan: '抢庄牛牛 · 炸金花', form: 'path', embedded: true, hot: true, hue: 30, demo: 'lobby', games: 30 },
  { code: 'IM', name: 'IM电竞', displayEnName: 'IM Esports', category: 'DJ', slogan: '英雄联盟 · DOTA2 · CS2', form: 'path', embedded: true, hot: true, hue: 250, demo: 'lobby', games: 0 },
  { code: 'VR', name: 'VR彩票', displayEnName: 'VR Lottery', category: 'CP', slogan: '极速赛车 · 每分钟开奖', form: 'path', embedded: true, hot: true, hue: 5, demo: 'lobby', games: 0 },
  // Sport.
  { code: 'SABA', name: '沙巴体育', displayEnName: 'SABA Sports', category: 'TY', slogan: '亚洲盘口 · 赛事最全', form: 'path', embedded: true, hot: false, hue: 160, demo: 'lobby', games: 0 },
  { code: 'BTI', name: 'BTI体育', displayEnName: 'BTi Sports', category: 'TY', slogan: '欧洲赛事 · 高赔率', form: 'path', embedded: true, hot: false, hue: 120, demo: 'lobby', games: 0 },
  { code: 'UG', name: 'UG体育', displayEnName: 'UG Sports', category: 'TY', slogan: '滚球串关 · 提前兑现', form: 'path', embedded: true, hot: false, hue: 100, demo: 'lobby', games: 0 },
  // Live casino.
  { code: 'DG', name: 'DG真人', displayEnName: 'Dream Gaming', category: 'ZR', slogan: '竞咪百家乐 · 高清视讯', form: 'url', embedded: true, hot: false, hue: 330, demo: 'baccarat', games: 16 },
  { code: 'EVO', name: 'EVO真人', displayEnName: 'Evolution', category: 'ZR', slogan: '欧洲顶级真人娱乐', form: 'url', embedded: false, hot: true, hue: 20, demo: 'baccarat', games: 20 },
  // Chess and cards.
  { code: 'LEG', name: '乐游棋牌', displayEnName: 'LEG Chess', category: 'QP', slogan: '斗地主 · 二八杠', form: 'path', embedded: true, hot: false, hue: 45, demo: 'lobby', games: 24 },
  { code: 'VG', name: 'VG棋牌', displayEnName: 'VG Chess', category: 'QP', slogan: '德州扑克 · 十三水', form: 'path', embedded: true, hot: false, hue: 60, demo: 'lobby', games: 20 },
  // E-sports.
  { code: 'TF', name: '雷火电竞', displayEnName: 'TF Gaming', category: 'DJ', slogan: '王者荣耀 · 电竞滚球', form: 'path', embedded: true, hot: false, hue: 225, demo: 'lobby', games: 0 },
  { code: 'AVIA', name: '泛亚电竞', displayEnName: 'AVIA Esports', category: 'DJ', slogan: '全球赛事 · 实时赔率', form: 'path', embedded: true, hot: false, hue: 265, demo: 'lobby', games: 0 },
  // Lottery.
  { code: 'TCG', name: 'TCG彩票', displayEnName: 'TCG Lottery', category: 'CP', slogan: '时时彩 · 快三 · PK10', form: 'path', embedded: true, hot: false, hue: 15, demo: 'lobby', games: 0 },
  { code: 'SGWIN', name: '双赢彩票', displayEnName: 'SGWin Lottery', category: 'CP', slogan: '官方开奖 · 玩法丰富', form: 'path', embedded: true, hot: false, hue: 355, demo: 'lobby', games: 0 },
  // Slots (egame).
  { code: 'CQ9', name: 'CQ9电子', displayEnName: 'CQ9 Gaming', category: 'DZ', slogan: '跳高高 · 爆分经典', form: 'url', embedded: true, hot: true, hue: 300, demo: 'slot', games: 440 },
  { code: 'MG', name: 'MG电子', displayEnName: 'Microgaming', category: 'DZ', slogan: '百万奖池 · 老牌厂商', form: 'url', embedded: false, hot: false, hue: 210, demo: 'slot', games: 420 },
  { code: 'PP', name: 'PP电子', displayEnName: 'Pragmatic Play', category: 'DZ', slogan: '免费旋转 · 倍数狂飙', form: 'url', embedded: true, hot: true, hue: 25, demo: 'slot', games: 460 },
  { code: 'JILI', name: 'JILI电子', displayEnName: 'JILI Games', category: 'DZ', slogan: '亚洲风情 · 超高爆率', form: 'url', embedded: true, hot: false, hue: 50, demo: 'slot', games: 360 },
  { code: 'FC', name: 'FC电子', displayEnName: 'Fa Chai', category: 'DZ', slogan: '发财电子 · 招财进宝', form: 'url', embedded: true, hot: false, hue: 0, demo: 'slot', games: 320 },
  {
    code: 'PT',
    name: 'PT电子',
    displayEnName: 'Playtech',
    category: 'DZ',
    slogan: '漫威系列 · 累积奖池',
    form: 'url',
    embedded: true,
    hot: false,
    hue: 190,
    demo: 'slot',
    games: 300,
    maintenance: 'PT电子正在进行系统升级维护，暂停服务，预计2小时后恢复，敬请谅解。',
  },
  { code: 'HB', name: 'HB电子', displayEnName: 'Habanero', category: 'DZ', slogan: '精美画面 · 高回报率', form: 'url', embedded: true, hot: false, hue: 140, demo: 'slot', games: 280 },
  // Fishing.
  { code: 'BG', name: 'BG捕鱼', displayEnName: 'BG Fishing', category: 'BY', slogan: '西游捕鱼 · 大圣降临', form: 'url', embedded: true, hot: false, hue: 180, demo: 'fishing', games: 120 },
  { code: 'FG', name: 'FG捕鱼', displayEnName: 'FG Fishing', category: 'BY', slogan: '美人捕鱼 · 千炮齐发', form: 'url', embedded: true, hot: false, hue: 205, demo: 'fishing', games: 110 },
  { code: 'KA', name: 'KA捕鱼', displayEnName: 'KA Fishing', category: 'BY', slogan: '深海寻宝 · 金龙现身', form: 'url', embedded: true, hot: false, hue: 170, demo: 'fishing', games: 100 },
];
