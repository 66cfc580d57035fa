import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createDevClock } from './dev-clock';

describe('a dev clock', () => {
  it('moves by what it is told, keeps its own offset apart from another, and resets to real time', () => {
    const promotions = createDevClock();
    const protection = createDevClock();
    assert.equal(promotions.move(86_400_000), 86_400_000);
    const ahead = promotions.now().getTime() - Date.now();
    assert.ok(ahead > 86_399_000 && ahead <= 86_400_000, `a day ahead, was ${ahead} ms`);
    assert.ok(Math.abs(protection.now().getTime() - Date.now()) < 1000, 'the other clock did not move');
    promotions.reset();
    assert.ok(Math.abs(promotions.now().getTime() - Date.now()) < 1000);
  });
});
