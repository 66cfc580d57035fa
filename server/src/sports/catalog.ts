import type { sports } from '@site/shared/contract';

type MatchSport = (typeof sports.MATCH_SPORTS)[number];

/**
 * How a sport's simulated match runs. `clock`: time-based sports run on a match clock
 * (football, basketball, hockey); `points`: set/frame/inning sports end when decided.
 * `speed`: simulated seconds per real second. `sigma`: the typical final margin, `total`:
 * the typical final total (points sports: sets/frames/runs), for the prices.
 */
export interface SportModel {
  clock: boolean;
  speed: number;
  sigma: number;
  total: number;
  /** 1X2 has a draw (N). */
  draw: boolean;
  /** Lines move in quarters (football), halves (others). */
  quarterLines: boolean;
  /** Per-selection maximum stake, fen (in play: half). */
  maxStakeFen: number;
}

export const SPORT_MODELS: Record<MatchSport, SportModel> = {
  FT: {
    clock: true,
    speed: 3,
    sigma: 1.2,
    total: 2.75,
    draw: true,
    quarterLines: true,
    maxStakeFen: 5_000_000,
  },
  VF: {
    clock: true,
    speed: 30,
    sigma: 1.2,
    total: 2.75,
    draw: true,
    quarterLines: true,
    maxStakeFen: 500_000,
  },
  BK: {
    clock: true,
    speed: 3,
    sigma: 9,
    total: 175.5,
    draw: false,
    quarterLines: false,
    maxStakeFen: 5_000_000,
  },
  OP: {
    clock: true,
    speed: 4,
    sigma: 1.5,
    total: 5.5,
    draw: true,
    quarterLines: false,
    maxStakeFen: 2_000_000,
  },
  TN: {
    clock: false,
    speed: 1,
    sigma: 1,
    total: 2.5,
    draw: false,
    quarterLines: false,
    maxStakeFen: 2_000_000,
  },
  VB: {
    clock: false,
    speed: 1,
    sigma: 1,
    total: 3.5,
    draw: false,
    quarterLines: false,
    maxStakeFen: 2_000_000,
  },
  TT: {
    clock: false,
    speed: 1,
    sigma: 1,
    total: 3.5,
    draw: false,
    quarterLines: false,
    maxStakeFen: 1_000_000,
  },
  SK: {
    clock: false,
    speed: 1,
    sigma: 1.5,
    total: 6.5,
    draw: false,
    quarterLines: false,
    maxStakeFen: 1_000_000,
  },
  BS: {
    clock: false,
    speed: 1,
    sigma: 2,
    total: 8.5,
    draw: false,
    quarterLines: false,
    maxStakeFen: 2_000_000,
  },
};

/**
 * A league: a match may start every `slotMin` minutes (aligned to the epoch) with
 * probability `density`; not-started matches show from `horizonMin` minutes before
 * kick-off (today), and a share `early` of later ones shows in the early market (3 days).
 */
export interface LeagueDef {
  leagueId: string;
  name: string;
  sport: MatchSport;
  slotMin: number;
  density: number;
  horizonMin: number;
  early: number;
  /** An outright runs this many hours per season (none for virtual leagues). */
  outrightHours: number | null;
  teams: readonly string[];
}

const football = (leagueId: string, name: string, teams: string[], outrightHours: number): LeagueDef => ({
  leagueId,
  name,
  sport: 'FT',
  slotMin: 30,
  density: 0.45,
  horizonMin: 480,
  early: 0.15,
  outrightHours,
  teams,
});

export const LEAGUES: readonly LeagueDef[] = [
  football(
    'UCL',
    '欧冠',
    [
      '皇家马德里',
      '曼城',
      '拜仁慕尼黑',
      '巴黎圣日耳曼',
      '国际米兰',
      '巴塞罗那',
      '阿森纳',
      '多特蒙德',
      '本菲卡',
      '波尔图',
    ],
    20,
  ),
  football(
    'EPL',
    '英超',
    ['曼城', '阿森纳', '利物浦', '切尔西', '曼联', '热刺', '纽卡斯尔', '阿斯顿维拉', '布莱顿', '西汉姆联'],
    60,
  ),
  football(
    'SA',
    '意甲',
    ['国际米兰', 'AC米兰', '尤文图斯', '那不勒斯', '罗马', '拉齐奥', '亚特兰大', '佛罗伦萨'],
    9,
  ),
  football(
    'LL',
    '西甲',
    [
      '皇家马德里',
      '巴塞罗那',
      '马德里竞技',
      '皇家社会',
      '比利亚雷亚尔',
      '塞维利亚',
      '毕尔巴鄂竞技',
      '皇家贝蒂斯',
    ],
    100,
  ),
  football(
    'BL',
    '德甲',
    [
      '拜仁慕尼黑',
      '多特蒙德',
      '勒沃库森',
      'RB莱比锡',
      '法兰克福',
      '斯图加特',
      '沃尔夫斯堡',
      '门兴格拉德巴赫',
    ],
    30,
  ),
  football('L1', '法甲', ['巴黎圣日耳曼', '马赛', '摩纳哥', '里昂', '里尔', '尼斯', '朗斯', '雷恩'], 14),
  football(
    'CSL',
    '中超',
    ['上海海港', '上海申花', '山东泰山', '成都蓉城', '北京国安', '浙江队', '天津津门虎', '武汉三镇'],
    7,
  ),
  football('JL', '日职联', ['神户胜利船', '横滨水手', '川崎前锋', '浦和红钻', '鹿岛鹿角', '广岛三箭'], 50),
  football('KL', '韩K联', ['蔚山现代', '全北现代', '浦项制铁', '首尔FC', '水原三星', '大邱FC'], 80),
  {
    leagueId: 'VFL',
    name: 'VR足球联赛',
    sport: 'VF',
    slotMin: 5,
    density: 1,
    horizonMin: 60,
    early: 0,
    outrightHours: null,
    teams: ['VR伦敦', 'VR曼彻斯特', 'VR马德里', 'VR米兰', 'VR巴黎', 'VR慕尼黑', 'VR里斯本', 'VR阿姆斯特丹'],
  },
  {
    leagueId: 'NBA',
    name: 'NBA',
    sport: 'BK',
    slotMin: 30,
    density: 0.5,
    horizonMin: 480,
    early: 0.15,
    outrightHours: 40,
    teams: [
      '洛杉矶湖人',
      '波士顿凯尔特人',
      '金州勇士',
      '丹佛掘金',
      '密尔沃基雄鹿',
      '菲尼克斯太阳',
      '迈阿密热火',
      '达拉斯独行侠',
    ],
  },
  {
    leagueId: 'CBA',
    name: 'CBA',
    sport: 'BK',
    slotMin: 30,
    density: 0.4,
    horizonMin: 480,
    early: 0.15,
    outrightHours: 11,
    teams: [
      '广东宏远',
      '辽宁本钢',
      '浙江稠州',
      '上海久事',
      '北京首钢',
      '新疆伊力特',
      '山东高速',
      '深圳马可波罗',
    ],
  },
  {
    leagueId: 'ATP',
    name: 'ATP巡回赛',
    sport: 'TN',
    slotMin: 30,
    density: 0.45,
    horizonMin: 360,
    early: 0.1,
    outrightHours: 26,
    teams: ['辛纳', '阿尔卡拉斯', '德约科维奇', '兹维列夫', '梅德韦杰夫', '鲁布列夫', '弗里茨', '德米纳乌尔'],
  },
  {
    leagueId: 'WTA',
    name: 'WTA巡回赛',
    sport: 'TN',
    slotMin: 30,
    density: 0.4,
    horizonMin: 360,
    early: 0.1,
    outrightHours: null,
    teams: ['萨巴伦卡', '斯瓦泰克', '高芙', '郑钦文', '莱巴金娜', '帕奥里尼', '纳瓦罗', '王欣瑜'],
  },
  {
    leagueId: 'NHL',
    name: 'NHL冰球',
    sport: 'OP',
    slotMin: 40,
    density: 0.45,
    horizonMin: 480,
    early: 0.1,
    outrightHours: 70,
    teams: ['佛罗里达美洲豹', '埃德蒙顿油人', '科罗拉多雪崩', '纽约游骑兵', '达拉斯星', '多伦多枫叶'],
  },
  {
    leagueId: 'WSO',
    name: '斯诺克世界公开赛',
    sport: 'SK',
    slotMin: 40,
    density: 0.5,
    horizonMin: 360,
    early: 0.1,
    outrightHours: 18,
    teams: ['奥沙利文', '特鲁姆普', '丁俊晖', '赵心童', '希金斯', '罗伯逊', '塞尔比', '颜丙涛'],
  },
  {
    leagueId: 'MLB',
    name: 'MLB',
    sport: 'BS',
    slotMin: 40,
    density: 0.45,
    horizonMin: 480,
    early: 0.1,
    outrightHours: 90,
    teams: ['洛杉矶道奇', '纽约洋基', '休斯顿太空人', '亚特兰大勇士', '费城费城人', '巴尔的摩金莺'],
  },
  {
    leagueId: 'NPB',
    name: '日本职棒',
    sport: 'BS',
    slotMin: 60,
    density: 0.35,
    horizonMin: 480,
    early: 0.1,
    outrightHours: null,
    teams: ['读卖巨人', '阪神虎', '横滨DeNA海湾之星', '福冈软银鹰', '欧力士猛牛', '千叶罗德海洋'],
  },
  {
    leagueId: 'VNL',
    name: '世界女排联赛',
    sport: 'VB',
    slotMin: 30,
    density: 0.45,
    horizonMin: 360,
    early: 0.1,
    outrightHours: 33,
    teams: [
      '中国女排',
      '意大利女排',
      '巴西女排',
      '美国女排',
      '土耳其女排',
      '日本女排',
      '波兰女排',
      '塞尔维亚女排',
    ],
  },
  {
    leagueId: 'WTT',
    name: 'WTT冠军赛',
    sport: 'TT',
    slotMin: 20,
    density: 0.5,
    horizonMin: 240,
    early: 0.1,
    outrightHours: 12,
    teams: ['王楚钦', '樊振东', '马龙', '林诗栋', '张本智和', '雨果', '孙颖莎', '王曼昱'],
  },
];

export const LEAGUE_BY_ID = new Map(LEAGUES.map((l) => [l.leagueId, l]));
