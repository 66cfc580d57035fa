import type { sports } from '@site/shared/contract';

type MatchSport = (typeof sports.MATCH_SPORTS)[number];

/**
 * How a sport's simulated match runs and is priced. `clock`: time-based sports run on a
 * match clock (football, basketball, hockey) at `speed` simulated seconds per real second
 * (1: real time, as a real feed; VR football is a fast virtual league); the others end when
 * decided. `kind` picks the price model: `goals` independent Poisson goals per side
 * (`perSide` expected a match between equal teams, `homeEdge` the home side's factor),
 * `points` the normal curve (basketball: `perSide` points, `sigma` the final margin's and
 * `total` the final total's spread), `sets` a logistic model of sets (`sigma`, `total`).
 */
export interface SportModel {
  clock: boolean;
  speed: number;
  kind: 'goals' | 'points' | 'sets';
  perSide: number;
  homeEdge: number;
  sigma: number;
  total: number;
  /** 1X2 has a draw (N). */
  draw: boolean;
  /** Lines move in quarters (football), halves (others). */
  quarterLines: boolean;
  /** Per-selection maximum stake, fen (in play: half). */
  maxStakeFen: number;
}

const goals = (speed: number, perSide: number, maxStakeFen: number, football: boolean): SportModel => ({
  clock: true,
  speed,
  kind: 'goals',
  perSide,
  homeEdge: 1.12,
  sigma: 1.2,
  total: perSide * 2,
  draw: true,
  quarterLines: football,
  maxStakeFen,
});
const sets = (sigma: number, total: number, maxStakeFen: number): SportModel => ({
  clock: false,
  speed: 1,
  kind: 'sets',
  perSide: 0,
  homeEdge: 1,
  sigma,
  total,
  draw: false,
  quarterLines: false,
  maxStakeFen,
});

export const SPORT_MODELS: Record<MatchSport, SportModel> = {
  FT: goals(1, 1.3, 5_000_000, true),
  VF: goals(30, 1.35, 500_000, true),
  BK: {
    clock: true,
    speed: 1,
    kind: 'points',
    perSide: 110,
    homeEdge: 1.02,
    sigma: 12,
    total: 17,
    draw: false,
    quarterLines: false,
    maxStakeFen: 5_000_000,
  },
  OP: { ...goals(1, 2.9, 2_000_000, false), quarterLines: false },
  TN: sets(1, 2.5, 2_000_000),
  VB: sets(1, 3.5, 2_000_000),
  TT: sets(1, 3.5, 1_000_000),
  SK: sets(1.5, 6.5, 1_000_000),
  // Baseball runs are goals to the price model; the match itself ends by innings.
  BS: { ...goals(1, 4.3, 2_000_000, false), clock: false, draw: false },
};

const MIN_OF = (h: number, m = 0): number => h * 60 + m;
const DAY = 24 * 60;

/**
 * A league's fixture calendar (see fixtures.ts): time is cut into rounds of `roundMin`
 * minutes, aligned to midnight China time; in each round every team plays at most once
 * (a round-robin pairing), at one of `kickoffs` (minutes from the round's start, China
 * time). So a football team plays once per three days, a basketball team once a day.
 * `every`: the league plays only one round in that many (the Champions League every other
 * round); `yieldsTo`: a team that plays that league's round sits this league's round out.
 * `horizonMin`: how far ahead fixtures are listed (the early market's three days).
 * `level`: the league's strength, for team ratings (fixtures.ts teamRating).
 */
export interface LeagueDef {
  leagueId: string;
  name: string;
  sport: MatchSport;
  roundMin: number;
  kickoffs: readonly number[];
  every?: number;
  yieldsTo?: string;
  horizonMin: number;
  level: number;
  /** An outright runs this many hours per season (none for virtual leagues). */
  outrightHours: number | null;
  teams: readonly string[];
}

/** Three days: a football team's rhythm (weekend, midweek). */
const FOOTBALL_ROUND = 3 * DAY;
const EARLY = 3 * DAY;
/** European evenings and nights in China time, on the first day of the round: each league its own times. */
const europe = (...times: [number, number][]): number[] =>
  times.map(([h, m]) => (h < 12 ? DAY : 0) + MIN_OF(h, m));
const EUROPE = {
  EPL: europe([19, 30], [20, 0], [22, 0], [22, 30], [23, 0], [0, 30], [3, 0]),
  SA: europe([18, 30], [21, 0], [21, 45], [0, 0], [2, 45], [3, 45]),
  LL: europe([20, 0], [22, 15], [23, 30], [1, 0], [3, 0], [4, 0]),
  BL: europe([21, 30], [22, 30], [0, 30], [1, 30]),
  L1: europe([23, 0], [1, 0], [1, 5], [3, 5], [4, 0]),
  PPL: europe([22, 30], [0, 15], [1, 30], [3, 15], [4, 30]),
};

const football = (
  leagueId: string,
  name: string,
  level: number,
  kickoffs: readonly number[],
  outrightHours: number,
  teams: string[],
): LeagueDef => ({
  leagueId,
  name,
  sport: 'FT',
  roundMin: FOOTBALL_ROUND,
  kickoffs,
  yieldsTo: 'UCL',
  horizonMin: EARLY,
  level,
  outrightHours,
  teams,
});
const daily = (
  leagueId: string,
  name: string,
  sport: MatchSport,
  kickoffs: readonly number[],
  outrightHours: number | null,
  teams: string[],
): LeagueDef => ({
  leagueId,
  name,
  sport,
  roundMin: DAY,
  kickoffs,
  horizonMin: EARLY,
  level: 0,
  outrightHours,
  teams,
});

export const LEAGUES: readonly LeagueDef[] = [
  {
    leagueId: 'UCL',
    name: '欧冠',
    sport: 'FT',
    roundMin: FOOTBALL_ROUND,
    // The night after the domestic evening: 01:45 and 04:00 China time.
    kickoffs: [DAY + MIN_OF(1, 45), DAY + MIN_OF(4, 0)],
    every: 2,
    horizonMin: EARLY,
    level: 0.3,
    outrightHours: 20,
    teams: [
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
  },
  football('EPL', '英超', 0.3, EUROPE.EPL, 60, [
    '曼城',
    '阿森纳',
    '利物浦',
    '切尔西',
    '曼联',
    '热刺',
    '纽卡斯尔',
    '阿斯顿维拉',
    '布莱顿',
    '西汉姆联',
    '水晶宫',
    '富勒姆',
    '伯恩茅斯',
    '布伦特福德',
    '狼队',
    '诺丁汉森林',
    '埃弗顿',
    '伯恩利',
    '利兹联',
    '桑德兰',
  ]),
  football('SA', '意甲', 0.2, EUROPE.SA, 9, [
    '国际米兰',
    'AC米兰',
    '尤文图斯',
    '那不勒斯',
    '罗马',
    '拉齐奥',
    '亚特兰大',
    '佛罗伦萨',
    '博洛尼亚',
    '都灵',
    '乌迪内斯',
    '热那亚',
    '科莫',
    '卡利亚里',
    '帕尔马',
    '维罗纳',
    '莱切',
    '萨索洛',
    '克雷莫纳',
    '比萨',
  ]),
  football('LL', '西甲', 0.25, EUROPE.LL, 100, [
    '皇家马德里',
    '巴塞罗那',
    '马德里竞技',
    '皇家社会',
    '比利亚雷亚尔',
    '塞维利亚',
    '毕尔巴鄂竞技',
    '皇家贝蒂斯',
    '瓦伦西亚',
    '赫塔菲',
    '奥萨苏纳',
    '塞尔塔',
    '马略卡',
    '巴列卡诺',
    '阿拉维斯',
    '西班牙人',
    '赫罗纳',
    '莱万特',
    '埃尔切',
    '皇家奥维耶多',
  ]),
  football('BL', '德甲', 0.2, EUROPE.BL, 30, [
    '拜仁慕尼黑',
    '多特蒙德',
    '勒沃库森',
    'RB莱比锡',
    '法兰克福',
    '斯图加特',
    '沃尔夫斯堡',
    '门兴格拉德巴赫',
    '弗赖堡',
    '霍芬海姆',
    '美因茨',
    '云达不莱梅',
    '奥格斯堡',
    '柏林联合',
    '海登海姆',
    '圣保利',
    '科隆',
    '汉堡',
  ]),
  football('L1', '法甲', 0.1, EUROPE.L1, 14, [
    '巴黎圣日耳曼',
    '马赛',
    '摩纳哥',
    '里昂',
    '里尔',
    '尼斯',
    '朗斯',
    '雷恩',
    '斯特拉斯堡',
    '南特',
    '图卢兹',
    '布雷斯特',
    '欧塞尔',
    '昂热',
    '勒阿弗尔',
    '洛里昂',
    '巴黎FC',
    '梅斯',
  ]),
  football('PPL', '葡超', 0, EUROPE.PPL, 45, [
    '本菲卡',
    '波尔图',
    '葡萄牙体育',
    '布拉加',
    '吉马良斯',
    '卡萨皮亚',
    '法马利康',
    '埃斯托里尔',
    '里奥阿维',
    '阿罗卡',
    '吉尔维森特',
    '莫雷伦斯',
    '圣克拉拉',
    '阿马多拉星',
    '国民队',
    '阿维斯',
    '通德拉',
    '阿尔韦卡',
  ]),
  // The second day of the round: Dutch evening, Chinese and Korean afternoons and evenings.
  football(
    'ERE',
    '荷甲',
    0,
    [
      DAY + MIN_OF(19, 30),
      DAY + MIN_OF(21, 45),
      DAY + MIN_OF(22, 0),
      DAY + MIN_OF(23, 0),
      2 * DAY + MIN_OF(1, 0),
      2 * DAY + MIN_OF(3, 0),
    ],
    35,
    [
      '埃因霍温',
      '阿贾克斯',
      '费耶诺德',
      '阿尔克马尔',
      '特温特',
      '乌德勒支',
      '奈梅亨',
      '前进之鹰',
      '海伦芬',
      '斯巴达鹿特丹',
      '格罗宁根',
      '兹沃勒',
      '福图纳',
      '赫拉克勒斯',
      '鹿特丹精英',
      '布雷达',
      '福伦丹',
      '泰尔斯塔',
    ],
  ),
  football(
    'CSL',
    '中超',
    -0.2,
    [
      DAY + MIN_OF(15, 30),
      DAY + MIN_OF(17, 0),
      DAY + MIN_OF(19, 0),
      DAY + MIN_OF(19, 35),
      DAY + MIN_OF(20, 0),
    ],
    7,
    [
      '上海海港',
      '上海申花',
      '山东泰山',
      '成都蓉城',
      '北京国安',
      '浙江队',
      '天津津门虎',
      '武汉三镇',
      '河南队',
      '青岛海牛',
      '长春亚泰',
      '深圳新鹏城',
      '梅州客家',
      '青岛西海岸',
      '沧州雄狮',
      '大连英博',
    ],
  ),
  football(
    'KL',
    '韩K联',
    -0.1,
    [
      DAY + MIN_OF(12, 0),
      DAY + MIN_OF(13, 0),
      DAY + MIN_OF(15, 30),
      DAY + MIN_OF(17, 30),
      DAY + MIN_OF(18, 30),
    ],
    80,
    [
      '蔚山现代',
      '全北现代',
      '浦项制铁',
      '首尔FC',
      '水原FC',
      '大邱FC',
      '江原FC',
      '光州FC',
      '济州联',
      '大田市民',
      '金泉尚武',
      '安养FC',
    ],
  ),
  // The third day: Japanese afternoons, Brazilian nights (China mornings).
  football(
    'JL',
    '日职联',
    -0.1,
    [
      2 * DAY + MIN_OF(12, 0),
      2 * DAY + MIN_OF(13, 0),
      2 * DAY + MIN_OF(14, 0),
      2 * DAY + MIN_OF(17, 0),
      2 * DAY + MIN_OF(18, 0),
      2 * DAY + MIN_OF(18, 30),
    ],
    50,
    [
      '神户胜利船',
      '横滨水手',
      '川崎前锋',
      '浦和红钻',
      '鹿岛鹿角',
      '广岛三箭',
      '大阪钢巴',
      '名古屋鲸八',
      '町田泽维亚',
      '东京FC',
      '柏太阳神',
      '大阪樱花',
      '新潟天鹅',
      '京都不死鸟',
      '福冈黄蜂',
      '湘南海洋',
      '冈山绿雉',
      '东京绿茵',
    ],
  ),
  football(
    'BSA',
    '巴甲',
    0.05,
    [
      2 * DAY + MIN_OF(6, 0),
      2 * DAY + MIN_OF(6, 30),
      2 * DAY + MIN_OF(7, 0),
      2 * DAY + MIN_OF(8, 30),
      2 * DAY + MIN_OF(9, 30),
    ],
    40,
    [
      '弗拉门戈',
      '帕尔梅拉斯',
      '博塔弗戈',
      '弗卢米嫩塞',
      '圣保罗',
      '科林蒂安',
      '国际体育会',
      '格雷米奥',
      '米内罗竞技',
      '克鲁塞罗',
      '瓦斯科达伽马',
      '巴伊亚',
      '福塔雷萨',
      '布拉甘蒂诺',
      '桑托斯',
      '巴拉纳竞技',
      '维多利亚',
      '米拉索尔',
      '塞阿拉',
      '尤文图德',
    ],
  ),
  {
    leagueId: 'VFL',
    name: 'VR足球联赛',
    sport: 'VF',
    // A virtual round every ten minutes, its four games two minutes apart (each 3.5 minutes long).
    roundMin: 10,
    kickoffs: [0, 2, 4, 6],
    horizonMin: 60,
    level: 0,
    outrightHours: null,
    teams: ['VR伦敦', 'VR曼彻斯特', 'VR马德里', 'VR米兰', 'VR巴黎', 'VR慕尼黑', 'VR里斯本', 'VR阿姆斯特丹'],
  },
  daily(
    'NBA',
    'NBA',
    'BK',
    [
      MIN_OF(7, 0),
      MIN_OF(7, 30),
      MIN_OF(8, 0),
      MIN_OF(8, 30),
      MIN_OF(9, 0),
      MIN_OF(9, 30),
      MIN_OF(10, 0),
      MIN_OF(10, 30),
    ],
    40,
    [
      '洛杉矶湖人',
      '波士顿凯尔特人',
      '金州勇士',
      '丹佛掘金',
      '密尔沃基雄鹿',
      '菲尼克斯太阳',
      '迈阿密热火',
      '达拉斯独行侠',
      '俄克拉荷马城雷霆',
      '明尼苏达森林狼',
      '纽约尼克斯',
      '克利夫兰骑士',
      '费城76人',
      '洛杉矶快船',
      '萨克拉门托国王',
      '印第安纳步行者',
    ],
  ),
  daily('CBA', 'CBA', 'BK', [MIN_OF(19, 35), MIN_OF(20, 0), MIN_OF(19, 30), MIN_OF(15, 0)], 11, [
    '广东宏远',
    '辽宁本钢',
    '浙江稠州',
    '上海久事',
    '北京首钢',
    '新疆伊力特',
    '山东高速',
    '深圳马可波罗',
  ]),
  daily(
    'ATP',
    'ATP巡回赛',
    'TN',
    [MIN_OF(17, 0), MIN_OF(18, 30), MIN_OF(20, 0), MIN_OF(23, 30), DAY + MIN_OF(1, 0)],
    26,
    ['辛纳', '阿尔卡拉斯', '德约科维奇', '兹维列夫', '梅德韦杰夫', '鲁布列夫', '弗里茨', '德米纳乌尔'],
  ),
  daily(
    'WTA',
    'WTA巡回赛',
    'TN',
    [MIN_OF(11, 0), MIN_OF(12, 30), MIN_OF(14, 0), MIN_OF(16, 0), MIN_OF(21, 0)],
    null,
    ['萨巴伦卡', '斯瓦泰克', '高芙', '郑钦文', '莱巴金娜', '帕奥里尼', '纳瓦罗', '王欣瑜'],
  ),
  daily('NHL', 'NHL冰球', 'OP', [MIN_OF(7, 0), MIN_OF(8, 0), MIN_OF(9, 30), MIN_OF(10, 0)], 70, [
    '佛罗里达美洲豹',
    '埃德蒙顿油人',
    '科罗拉多雪崩',
    '纽约游骑兵',
    '达拉斯星',
    '多伦多枫叶',
  ]),
  daily(
    'WSO',
    '斯诺克世界公开赛',
    'SK',
    [MIN_OF(10, 0), MIN_OF(14, 0), MIN_OF(16, 30), MIN_OF(19, 0), MIN_OF(20, 30)],
    18,
    ['奥沙利文', '特鲁姆普', '丁俊晖', '赵心童', '希金斯', '罗伯逊', '塞尔比', '颜丙涛'],
  ),
  daily('MLB', 'MLB', 'BS', [MIN_OF(1, 5), MIN_OF(7, 10), MIN_OF(8, 5), MIN_OF(10, 10)], 90, [
    '洛杉矶道奇',
    '纽约洋基',
    '休斯顿太空人',
    '亚特兰大勇士',
    '费城费城人',
    '巴尔的摩金莺',
  ]),
  daily('NPB', '日本职棒', 'BS', [MIN_OF(17, 0), MIN_OF(17, 45), MIN_OF(18, 0)], null, [
    '读卖巨人',
    '阪神虎',
    '横滨DeNA海湾之星',
    '福冈软银鹰',
    '欧力士猛牛',
    '千叶罗德海洋',
  ]),
  daily(
    'VNL',
    '世界女排联赛',
    'VB',
    [MIN_OF(13, 0), MIN_OF(15, 30), MIN_OF(18, 0), MIN_OF(20, 0), MIN_OF(22, 30)],
    33,
    ['中国女排', '意大利女排', '巴西女排', '美国女排', '土耳其女排', '日本女排', '波兰女排', '塞尔维亚女排'],
  ),
  {
    ...daily('WTT', 'WTT冠军赛', 'TT', [MIN_OF(10, 0), MIN_OF(10, 40), MIN_OF(11, 20), MIN_OF(12, 0)], 12, [
      '王楚钦',
      '樊振东',
      '马龙',
      '林诗栋',
      '张本智和',
      '雨果',
      '孙颖莎',
      '王曼昱',
    ]),
    // Morning and evening sessions: twelve-hour rounds.
    roundMin: DAY / 2,
  },
];

export const LEAGUE_BY_ID = new Map(LEAGUES.map((l) => [l.leagueId, l]));
