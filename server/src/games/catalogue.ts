import { TABLE_RTP_BP } from './demo-kinds';
import type { games } from '@site/shared/contract';
import { fnv1a, pick, rngFromText, type Rng } from './rng';
import { VENUES, type VenueSeed } from './venues-data';

/** One game of the catalogue as seeded (the `games` table of migration 006). */
export interface GameSeed {
  code: string;
  venue: string;
  name: string;
  category: games.VenueCategory;
  hot: boolean;
  isNew: boolean;
  /** 9600 = 96.00 %. */
  rtpBp: number;
  demo: games.DemoKind;
  hue: number;
  sort: number;
}

// Word lists the names are built from: prefix + core (+ edition), like real slot titles.
const SLOT_PREFIX = [
  '金龙',
  '财神',
  '福星',
  '招财',
  '麻将',
  '水果',
  '黄金',
  '狂野',
  '幸运',
  '巨龙',
  '熊猫',
  '武松',
  '西游',
  '三国',
  '埃及',
  '海盗',
  '糖果',
  '宝石',
  '火焰',
  '冰雪',
  '闪电',
  '凤凰',
  '麒麟',
  '貔貅',
  '锦鲤',
  '发发发',
  '金蟾',
  '美猴王',
  '赏金',
  '寿星',
  '女王',
  '忍者',
  '维京',
  '印加',
  '丛林',
  '星空',
];
const SLOT_CORE = [
  '传奇',
  '宝藏',
  '大奖',
  '狂欢',
  '夺宝',
  '秘境',
  '连线',
  '爆发',
  '盛宴',
  '奇缘',
  '无双',
  '风暴',
  '之王',
  '赢家',
  '双喜',
  '争霸',
  '来了',
  '派对',
];
const SLOT_EDITION = ['', '豪华版', '极速版', '2', '3', '至尊版'];
const FISH_PREFIX = [
  '深海',
  '龙王',
  '金蟾',
  '海霸',
  '美人',
  '大圣',
  '哪吒',
  '财神',
  '狂暴',
  '千炮',
  '极速',
  '黄金',
  '冰封',
  '雷霆',
];
const FISH_CORE = [
  '捕鱼',
  '捕鱼王',
  '捕鱼达人',
  '捕鱼大作战',
  '捕鱼乐园',
  '捕鱼传说',
  '捕鱼天下',
  '捕鱼争霸',
  '捕鱼狂欢',
  '夺宝',
];
const FISH_EDITION = ['', '豪华版', '3D版'];
const TABLE_KIND = ['经典百家乐', '极速百家乐', '免佣百家乐', '竞咪百家乐', '保险百家乐', '多彩百家乐'];
const CARD_ROOM = ['', '·体验场', '·初级场', '·高级场'];

/** Every combination of the lists, in a venue's own shuffled order (unique names per venue). */
function names(rng: Rng, lists: readonly (readonly string[])[], count: number): string[] {
  let all = [''];
  for (const list of lists) all = all.flatMap((head) => list.map((word) => head + word));
  // Fisher-Yates with the venue's rng, then the first `count`; editions after plain names.
  for (let i = all.length - 1; i > 0; i--) {
    const j = pick(rng, i + 1);
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  if (all.length < count) throw new Error(`word lists give only ${all.length} names, ${count} wanted`);
  return all.slice(0, count);
}

function nameLists(v: VenueSeed): readonly (readonly string[])[] {
  switch (v.category) {
    case 'DZ':
      return [SLOT_PREFIX, SLOT_CORE, SLOT_EDITION];
    case 'BY':
      return [FISH_PREFIX, FISH_CORE, FISH_EDITION];
    case 'ZR':
      return [TABLE_KIND, ['A', 'B', 'C', 'D', 'E'], ['01', '02', '03', '05', '08']].map((l, i) =>
        i === 0 ? l.map((k) => `${k} `) : l,
      );
    default:
      // The chess table this server plays is 炸金花: its rooms only (queries.ts PLAYED_HERE_SQL).
      return [['炸金花'], CARD_ROOM];
  }
}

/** RTP in basis points: slots 94.00-97.50 %, fishing 95-97 %, baccarat 98.94 %, cards (炸金花) 97.80 %. */
function rtpOf(v: VenueSeed, rng: Rng): number {
  if (v.category === 'DZ') return 9400 + pick(rng, 15) * 25;
  if (v.category === 'BY') return 9500 + pick(rng, 9) * 25;
  if (v.category === 'ZR') return 9894;
  return TABLE_RTP_BP.cards ?? 9780;
}

/** The games of one venue: deterministic from its code, so every start seeds the same catalogue. */
export function venueGames(v: VenueSeed): GameSeed[] {
  const rng = rngFromText(`catalogue:${v.code}`);
  const lists = nameLists(v);
  // A chess venue has as many games as it has rooms, whatever its listing promised.
  const count =
    v.category === 'QP'
      ? Math.min(
          v.games,
          lists.reduce((n, l) => n * l.length, 1),
        )
      : v.games;
  return names(rng, lists, count).map((name, i) => {
    const roll = rng();
    return {
      code: `${v.code}-${String(i + 1).padStart(4, '0')}`,
      venue: v.code,
      name,
      category: v.category,
      // About one in eight is hot and one in ten new; the first few of each venue always hot.
      hot: i < 4 || roll < 0.12,
      isNew: roll > 0.9,
      rtpBp: rtpOf(v, rng),
      demo: v.demo,
      hue: fnv1a(name) % 360,
      sort: i,
    };
  });
}

export function catalogue(venues: readonly VenueSeed[] = VENUES): GameSeed[] {
  return venues.flatMap(venueGames);
}
