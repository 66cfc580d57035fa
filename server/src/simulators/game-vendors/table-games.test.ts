import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TABLE_RTP_BP } from '../../games/demo-kinds';
import { LOTTERY_ODDS, LOTTERY_PICKS, drawDice, lotteryPayout } from './dice-lottery';
import { compareHands, dealGoldenFlower, goldenFlowerPayout, handOf } from './golden-flower';
import { rngFromText } from '../../games/rng';
import { matchPayout, offerOf, playMatch } from './virtual-match';

describe('炸金花 (chess and cards venues)', () => {
  it('ranks hands 豹子 > 顺金 > 金花 > 顺子 > 对子 > 单张, A high and A23 the lowest straight', () => {
    const order = [
      ['S2', 'H2', 'D2'], // 豹子 (any three of a kind beats everything below)
      ['S12', 'S13', 'S1'], // 顺金 QKA
      ['H3', 'H9', 'H11'], // 金花
      ['S12', 'H13', 'D1'], // 顺子 QKA
      ['S1', 'H2', 'D3'], // 顺子 A23, the smallest
      ['S1', 'H1', 'D2'], // 对子 A
      ['S13', 'H13', 'D1'], // 对子 K with an A
      ['S1', 'H13', 'D11'], // 单张 A K J
      ['S5', 'H3', 'D2'], // 单张 5 3 2
    ].map(handOf);
    assert.deepEqual(
      order.map((h) => h.class),
      ['leopard', 'straightFlush', 'flush', 'straight', 'straight', 'pair', 'pair', 'high', 'high'],
    );
    for (let i = 0; i + 1 < order.length; i++)
      assert.ok(
        compareHands(order[i]!, order[i + 1]!) > 0,
        `${order[i]!.cards} beats ${order[i + 1]!.cards}`,
      );
    assert.equal(
      compareHands(handOf(['S1', 'H9', 'D4']), handOf(['H1', 'C9', 'S4'])),
      0,
      'suits do not rank',
    );
  });

  it('deals six different cards and pays 1:0.95, pushes equal hands; returns what the page says', () => {
    const rng = rngFromText('zjh');
    let staked = 0;
    let paid = 0;
    for (let i = 0; i < 300_000; i++) {
      const d = dealGoldenFlower(rng);
      assert.equal(new Set([...d.player.cards, ...d.banker.cards]).size, 6);
      const c = compareHands(d.player, d.banker);
      assert.equal(d.result, c > 0 ? 'player' : c < 0 ? 'banker' : 'tie');
      staked += 1000;
      paid += goldenFlowerPayout(d.result, 1000);
    }
    assert.deepEqual(
      [
        goldenFlowerPayout('player', 1000),
        goldenFlowerPayout('tie', 1000),
        goldenFlowerPayout('banker', 1000),
      ],
      [1950, 1000, 0],
    );
    // The 返还率 the page shows for this table.
    const rtp = paid / staked;
    assert.ok(Math.abs(rtp - TABLE_RTP_BP.cards! / 10_000) < 0.006, String(rtp));
  });
});

describe('极速快三 (lottery venues)', () => {
  it('draws three dice and names every pick they win; pays stake × odds', () => {
    const rng = rngFromText('k3');
    const returned = Object.fromEntries(LOTTERY_PICKS.map((p) => [p, 0])) as Record<string, number>;
    const n = 200_000;
    for (let i = 0; i < n; i++) {
      const d = drawDice(rng);
      assert.equal(d.sum, d.dice[0] + d.dice[1] + d.dice[2]);
      assert.ok(d.dice.every((v) => v >= 1 && v <= 6));
      assert.equal(d.hits.includes('big'), d.sum >= 11);
      assert.equal(d.hits.includes('odd'), d.sum % 2 === 1);
      for (const p of LOTTERY_PICKS) returned[p]! += lotteryPayout(p, d, 100);
    }
    assert.equal(
      lotteryPayout('triple', { dice: [3, 3, 3], sum: 9, hits: ['small', 'odd', 'triple'] }, 1000),
      32_000,
    );
    assert.equal(LOTTERY_ODDS.big, 196);
    // 大小单双 return 98 %, any triple 32/36.
    for (const p of ['big', 'small', 'odd', 'even'])
      assert.ok(Math.abs(returned[p]! / (n * 100) - 0.98) < 0.01, `${p} ${returned[p]! / (n * 100)}`);
    assert.ok(Math.abs(returned.triple! / (n * 100) - 32 / 36) < 0.04, String(returned.triple! / (n * 100)));
  });
});

describe('virtual matches (e-sports and sports venues)', () => {
  it('prices a match from its id alone, two ways in e-sports and three in football, each with a 6 % margin', () => {
    const a = offerOf('0123456789abcdef', 'esports');
    assert.deepEqual(a, offerOf('0123456789abcdef', 'esports'), 'the same id, the same match');
    assert.notEqual(a.home, a.away);
    assert.equal(a.odds.draw, undefined);
    const f = offerOf('fedcba9876543210', 'football');
    assert.ok(f.odds.draw && f.odds.home && f.odds.away);
    for (const o of [a, f]) {
      const chances = Object.values(o.chances).reduce((s, c) => s + c, 0);
      assert.ok(Math.abs(chances - 1) < 1e-9);
      for (const [pick, odds] of Object.entries(o.odds)) {
        const payback = (o.chances[pick as 'home']! * odds!) / 100;
        assert.ok(payback <= 0.94 && payback > 0.92, `${pick} ${payback}`);
      }
    }
  });

  it('plays scores that agree with the result and pays only the winning pick at its odds', () => {
    const rng = rngFromText('matches');
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const sport = i % 2 ? 'esports' : 'football';
      const offer = offerOf(i.toString(16).padStart(16, '0'), sport);
      const played = playMatch(rng, offer);
      const [h, a] = played.score;
      seen.add(`${sport}:${played.result}`);
      assert.equal(played.result, h > a ? 'home' : h < a ? 'away' : 'draw');
      if (sport === 'esports') assert.equal(Math.max(h, a), 2);
      assert.equal(
        matchPayout(offer, played.result, played, 1000),
        Math.floor((1000 * offer.odds[played.result]!) / 100),
      );
      const other = played.result === 'home' ? 'away' : 'home';
      assert.equal(matchPayout(offer, other, played, 1000), 0);
    }
    assert.deepEqual([...seen].sort(), [
      'esports:away',
      'esports:home',
      'football:away',
      'football:draw',
      'football:home',
    ]);
  });
});
