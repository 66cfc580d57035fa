import { pick, type Rng } from '../../games/rng';

/**
 * The demo baccarat table: punto banco with an eight-deck shoe drawn fresh each round,
 * the standard third-card rules; player pays 1:1, banker 0.95:1, tie 8:1; a tie returns
 * banker and player stakes.
 */
export type Side = 'banker' | 'player' | 'tie';

const SUITS = ['S', 'H', 'D', 'C'] as const;

/** Card "S1".."C13" -> baccarat points. */
export function cardPoints(card: string): number {
  const rank = Number(card.slice(1));
  return rank >= 10 ? 0 : rank;
}

export function handPoints(cards: readonly string[]): number {
  return cards.reduce((s, c) => s + cardPoints(c), 0) % 10;
}

function drawer(rng: Rng): () => string {
  const used = new Set<number>();
  return () => {
    let i = pick(rng, 416);
    while (used.has(i)) i = (i + 1) % 416;
    used.add(i);
    const card = i % 52;
    return `${SUITS[Math.floor(card / 13)]}${(card % 13) + 1}`;
  };
}

/** Does the banker draw a third card, given its total and the player's third card (points)? */
function bankerDraws(banker: number, playerThird: number | null): boolean {
  if (playerThird === null) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return playerThird !== 8;
  if (banker === 4) return playerThird >= 2 && playerThird <= 7;
  if (banker === 5) return playerThird >= 4 && playerThird <= 7;
  if (banker === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

export interface Deal {
  player: string[];
  banker: string[];
  playerPoints: number;
  bankerPoints: number;
  result: Side;
}

export function deal(rng: Rng): Deal {
  const draw = drawer(rng);
  const player = [draw(), draw()];
  const banker = [draw(), draw()];
  const natural = handPoints(player) >= 8 || handPoints(banker) >= 8;
  if (!natural) {
    let third: number | null = null;
    if (handPoints(player) <= 5) {
      const card = draw();
      player.push(card);
      third = cardPoints(card);
    }
    if (bankerDraws(handPoints(banker), third)) banker.push(draw());
  }
  const p = handPoints(player);
  const b = handPoints(banker);
  return {
    player,
    banker,
    playerPoints: p,
    bankerPoints: b,
    result: p > b ? 'player' : b > p ? 'banker' : 'tie',
  };
}

/** Fen returned to the member for `stakeFen` on `side` (stake included; 0 on a loss). */
export function payout(side: Side, result: Side, stakeFen: number): number {
  if (result === 'tie') return side === 'tie' ? stakeFen * 9 : stakeFen;
  if (side !== result) return 0;
  return side === 'player' ? stakeFen * 2 : stakeFen + Math.floor((stakeFen * 95) / 100);
}
