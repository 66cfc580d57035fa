import * as core from './core';
import * as full from './index';

// contract-core is what the first screen loads of the contract (issue 31): it must never
// bring zod, and each call it names must be the full contract's call of the same name.

describe('@site/shared/contract-core', () => {
  it('loads without zod', () => {
    jest.isolateModules(() => {
      jest.doMock('zod', () => {
        throw new Error('contract-core loaded zod');
      });
      expect(() => jest.requireActual<typeof core>('./core')).not.toThrow();
      jest.dontMock('zod');
    });
  });

  const namespaces = [
    'site',
    'member',
    'games',
    'funds',
    'ops',
    'protection',
    'sports',
    'auth',
    'promotions',
  ] as const;

  it.each(namespaces)('names the calls of %s as the full contract does', (name) => {
    const refs = core[name] as Record<string, core.EndpointRef>;
    const calls = full[name] as unknown as Record<string, full.Endpoint | undefined>;
    expect(Object.keys(refs).length).toBeGreaterThan(0);
    for (const [key, ref] of Object.entries(refs)) {
      const call = calls[key];
      expect({ key, path: call?.path, method: call?.method }).toEqual({
        key,
        path: ref.path,
        method: ref.method,
      });
      expect(call && full.hasSchemas(call)).toBe(true);
      expect(core.hasSchemas(ref)).toBe(false);
    }
  });

  it('names the safe-switch handshake and the same constants as the full contract', () => {
    expect(core.safeHandshake.path).toBe(full.safeHandshake.path);
    expect(core.SESSION_CACHED_PATHS).toEqual(full.SESSION_CACHED_PATHS);
    expect(core.SESSION_CACHED_PATHS).toContain(full.site.navigationList.path);
    expect(core.REMOTE_NAMES).toEqual(full.REMOTE_NAMES);
    expect(core.ErrorCode).toBe(full.ErrorCode);
    expect(core.sports.hotMatches.path).toBe(full.sports.hotMatches.path);
    expect(full.sports.sportType.options).toEqual([...core.SPORT_TYPES]);
    expect(full.sports.marketType.options).toEqual([...core.MARKET_TYPES]);
  });
});

describe('isDeltaBatch (the odds push checked without zod)', () => {
  const score = {
    gameId: 'g1',
    isLive: true,
    gameStatus: 'live',
    re_time: 1800,
    se_now: '1H',
    HalfTime: false,
    inningNum: 0,
    sc_FT_H: 1,
    sc_FT_C: 0,
    sc_FT_A: 0,
    sc_set_H: 0,
    sc_set_A: 0,
    sc_game_H: 0,
    sc_game_A: 0,
  };
  const market = {
    gameId: 'g1',
    marketId: 'g1:R',
    line: -0.5,
    suspended: false,
    selections: [{ id: 'g1:R:H', odds: 1.95 }],
  };
  const batch = {
    version: 7,
    serverTime: 1_795_000_000_000,
    markets: [market, { ...market, line: null, suspended: true, selections: [] }],
    scores: [score],
    started: ['g2'],
    closed: [],
  };

  /** A broken copy of `batch` for each field of the batch, its market and its score. */
  function brokenBatches(): unknown[] {
    const out: unknown[] = [null, 'batch', [], { ...batch, markets: 'x' }];
    for (const key of Object.keys(batch)) {
      out.push({ ...batch, [key]: undefined }, { ...batch, [key]: 'x' });
    }
    for (const key of Object.keys(market)) {
      out.push({ ...batch, markets: [{ ...market, [key]: undefined }] });
      out.push({ ...batch, markets: [{ ...market, [key]: {} }] });
    }
    for (const key of Object.keys(score)) {
      out.push({ ...batch, scores: [{ ...score, [key]: undefined }] });
      out.push({ ...batch, scores: [{ ...score, [key]: 1.5 }] });
    }
    out.push({ ...batch, scores: [{ ...score, gameStatus: 'paused' }] });
    out.push({ ...batch, markets: [{ ...market, selections: [{ id: 'x', odds: Number.NaN }] }] });
    out.push({ ...batch, started: [1] });
    return out;
  }

  it('accepts a batch the schema accepts', () => {
    expect(full.sports.deltaBatch.safeParse(batch).success).toBe(true);
    expect(core.isDeltaBatch(batch)).toBe(true);
  });

  it('refuses every broken batch the schema refuses', () => {
    const broken = brokenBatches();
    expect(broken.length).toBeGreaterThan(50);
    for (const value of broken) {
      expect({ value, guard: core.isDeltaBatch(value) }).toEqual({
        value,
        guard: full.sports.deltaBatch.safeParse(value).success,
      });
    }
  });
});
