// The full contract (zod and the schemas) loads once the browser is idle after the first
// screen, never before (issue 31), and once however often it is asked for.

describe('warmContractWhenIdle', () => {
  let idle: (() => void)[];
  let loaded: number;

  beforeEach(() => {
    idle = [];
    loaded = 0;
    window.requestIdleCallback = ((run: () => void) => idle.push(run)) as typeof window.requestIdleCallback;
    jest.resetModules();
    jest.doMock('@site/shared/contract', () => {
      loaded += 1;
      return {};
    });
  });

  afterEach(() => {
    jest.dontMock('@site/shared/contract');
  });

  it('loads the contract only when the browser is idle, and once', async () => {
    const { warmContractWhenIdle } = await import('./warm-contract');
    warmContractWhenIdle();
    warmContractWhenIdle();
    expect(loaded).toBe(0);
    expect(idle).toHaveLength(1);
    idle[0]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toBe(1);
    warmContractWhenIdle();
    expect(idle).toHaveLength(1);
  });
});
