import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deal, handPoints, payout } from './baccarat';
import { catalogue } from '../../games/catalogue';
import { FISH, shoot } from './fishing';
import { rngFromText } from '../../games/rng';
import { evaluate, expectedReturn, outcomeTable, spin } from './slot';
import { VENUES } from '../../games/venues-data';

describe('demo slot', () => {
  it('the outcome table promises exactly the configured RTP', () => {
    for (const rtp of [0.94, 0.96, 0.975])
      assert.ok(Math.abs(expectedReturn(outcomeTable(rtp)) - rtp) < 1e-9, String(rtp));
  });

  it('pays what the reels show, and returns 96 % over many spins', () => {
    const stake = 1000;
    const spins = 100_000;
    const rng = rngFromText('rtp');
    let paid = 0;
    let hits = 0;
    for (let i = 0; i < spins; i++) {
      const r = spin(rng, stake, 0.96);
      assert.equal(
        r.win,
        evaluate(r.grid, stake).reduce((s, l) => s + l.win, 0),
      );
      paid += r.win;
      if (r.win > 0) hits++;
    }
    const rtp = paid / (stake * spins);
    // σ of one spin ≈ 3.6× the stake: 100k spins give a standard error of about 1.1 %.
    assert.ok(Math.abs(rtp - 0.96) < 0.03, `simulated RTP ${rtp}`);
    assert.ok(hits / spins > 0.3 && hits / spins < 0.5, `hit rate ${hits / spins}`);
  });

  it('a lower configured RTP pays less', () => {
    let low = 0;
    let high = 0;
    const rng = rngFromText('cfg');
    for (let i = 0; i < 40_000; i++) {
      low += spin(rng, 100, 0.5).win;
      high += spin(rng, 100, 0.96).win;
    }
    assert.ok(low / (100 * 40_000) < 0.6, `rtp 0.5 returned ${low / 4e6}`);
    assert.ok(high > low * 1.4);
  });

  it('the same round seed gives the same spin', () => {
    assert.deepEqual(spin(rngFromText('same'), 500, 0.96), spin(rngFromText('same'), 500, 0.96));
  });
});

describe('demo fishing and baccarat', () => {
  it('each fish returns the RTP on average', () => {
    for (const fish of FISH) {
      let paid = 0;
      const n = 40_000;
      const rng = rngFromText(fish.fish);
      for (let i = 0; i < n; i++) paid += shoot(rng, 100, fish, 0.96).win;
      const rtp = paid / (100 * n);
      // Bigger fish vary more: the tolerance grows with the multiplier.
      assert.ok(Math.abs(rtp - 0.96) < 0.02 + fish.multiplier * 0.004, `${fish.name}: ${rtp}`);
    }
  });

  it('baccarat deals by the third-card rules and pays 1:1, 0.95:1, 8:1 with ties pushing', () => {
    for (let i = 0; i < 2000; i++) {
      const d = deal(rngFromText(`deal-${i}`));
      assert.equal(d.playerPoints, handPoints(d.player));
      assert.ok(d.player.length >= 2 && d.player.length <= 3 && d.banker.length >= 2 && d.banker.length <= 3);
      if (d.player.length === 2 && d.banker.length === 2)
        assert.ok(handPoints(d.player) >= 6 || handPoints(d.banker) >= 6);
    }
    assert.equal(payout('player', 'player', 1000), 2000);
    assert.equal(payout('banker', 'banker', 1000), 1950);
    assert.equal(payout('tie', 'tie', 1000), 9000);
    assert.equal(payout('banker', 'tie', 1000), 1000);
    assert.equal(payout('banker', 'player', 1000), 0);
  });
});

describe('catalogue', () => {
  it('has 3,000+ games across 12+ DZ/BY providers, deterministic, unique codes and names per venue', () => {
    const all = catalogue();
    assert.ok(all.length >= 3000, String(all.length));
    const providers = new Set(
      all.filter((g) => g.category === 'DZ' || g.category === 'BY').map((g) => g.venue),
    );
    assert.ok(providers.size >= 12, String(providers.size));
    assert.equal(new Set(all.map((g) => g.code)).size, all.length);
    assert.equal(new Set(all.map((g) => `${g.venue}/${g.name}`)).size, all.length);
    assert.deepEqual(catalogue().slice(0, 50), all.slice(0, 50));
    assert.ok(all.some((g) => g.hot) && all.some((g) => g.isNew));
    for (const cat of ['DZ', 'BY']) assert.ok(VENUES.filter((v) => v.category === cat).length >= 3, cat);
    // The venue-list pages fill two rows at 1440 px (issue 15 item 16).
    for (const cat of ['TY', 'ZR', 'QP', 'DJ', 'CP'])
      assert.ok(VENUES.filter((v) => v.category === cat).length >= 6, cat);
    assert.equal(new Set(VENUES.map((v) => v.code)).size, VENUES.length);
    for (const v of VENUES) assert.match(v.code, /^[A-Z0-9]{2,10}$/);
  });
});
