import { pick, type Rng } from '../../games/rng';

/**
 * The demo card table of the chess-and-cards venues: 炸金花 (three-card "golden flower")
 * heads up against the house. One 52-card deck, three cards each; the better hand wins.
 * Hand classes, best first: 豹子 (three of a kind), 顺金 (straight flush), 金花 (flush),
 * 顺子 (straight), 对子 (pair), 单张 (high card). A is high, and also low in A-2-3, the
 * smallest straight. Equal hands (same ranks, suits ignored) return the stake; a win pays
 * 1:0.95 (a 5 % table fee on the win, as the cash tables of 棋牌 venues take).
 */
export type HandClass = 'leopard' | 'straightFlush' | 'flush' | 'straight' | 'pair' | 'high';
export type CardsResult = 'player' | 'banker' | 'tie';

const CLASS_ORDER: readonly HandClass[] = ['high', 'pair', 'straight', 'flush', 'straightFlush', 'leopard'];
const SUITS = ['S', 'H', 'D', 'C'] as const;

/** "S1".."C13" -> rank 2..14 (A = 14). */
const rankOf = (card: string): number => {
  const r = Number(card.slice(1));
  return r === 1 ? 14 : r;
};

export interface Hand {
  cards: string[];
  class: HandClass;
  /** Class first, then the ranks that break ties: compare lexicographically. */
  key: number[];
}

export function handOf(cards: readonly string[]): Hand {
  const ranks = cards.map(rankOf).sort((a, b) => b - a);
  const [hi = 0, mid = 0, lo = 0] = ranks;
  const flush = cards.every((c) => c[0] === cards[0]?.[0]);
  const wheel = hi === 14 && mid === 3 && lo === 2;
  const straight = (hi - mid === 1 && mid - lo === 1) || wheel;
  const top = wheel ? 3 : hi;
  let cls: HandClass;
  let ties: number[];
  if (hi === lo) {
    cls = 'leopard';
    ties = [hi];
  } else if (straight) {
    cls = flush ? 'straightFlush' : 'straight';
    ties = [top];
  } else if (flush) {
    cls = 'flush';
    ties = ranks;
  } else if (hi === mid || mid === lo) {
    cls = 'pair';
    ties = hi === mid ? [hi, lo] : [mid, hi];
  } else {
    cls = 'high';
    ties = ranks;
  }
  return { cards: [...cards], class: cls, key: [CLASS_ORDER.indexOf(cls), ...ties] };
}

/** > 0 when `a` beats `b`, 0 when equal. */
export function compareHands(a: Hand, b: Hand): number {
  for (let i = 0; i < Math.max(a.key.length, b.key.length); i++) {
    const d = (a.key[i] ?? 0) - (b.key[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

export interface CardsDeal {
  player: Hand;
  banker: Hand;
  result: CardsResult;
}

export function dealGoldenFlower(rng: Rng): CardsDeal {
  const deck = Array.from({ length: 52 }, (_, i) => `${SUITS[Math.floor(i / 13)]}${(i % 13) + 1}`);
  const drawn: string[] = [];
  for (let i = 0; i < 6; i++) {
    const j = i + pick(rng, 52 - i);
    [deck[i], deck[j]] = [deck[j] as string, deck[i] as string];
    drawn.push(deck[i] as string);
  }
  const player = handOf(drawn.slice(0, 3));
  const banker = handOf(drawn.slice(3, 6));
  const c = compareHands(player, banker);
  return { player, banker, result: c > 0 ? 'player' : c < 0 ? 'banker' : 'tie' };
}

/** Fen returned for a stake (stake included): win 1:0.95, tie returns it, loss 0. */
export function goldenFlowerPayout(result: CardsResult, stakeFen: number): number {
  if (result === 'tie') return stakeFen;
  return result === 'player' ? stakeFen + Math.floor((stakeFen * 95) / 100) : 0;
}
