// The full contract (zod and the schemas) loads once the browser is idle after the first
// screen, never before (issue 31), one concern per idle period, and once however often it is
// asked for.

describe('warmContractWhenIdle', () => {
  let idle: (() => void)[];
  let loaded: number;
  let steps: number;

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    idle = [];
    loaded = 0;
    steps = 0;
    window.requestIdleCallback = ((run: () => void) => idle.push(run)) as typeof window.requestIdleCallback;
    jest.resetModules();
    jest.doMock('@site/shared/contract', () => {
      loaded += 1;
      return {};
    });
    // Three concerns, each after its own wait for the browser.
    jest.doMock('@site/shared/contract-warm', () => ({
      evaluateContractInSteps: async (yieldToMain: () => Promise<void>) => {
        for (let i = 0; i < 3; i++) {
          await yieldToMain();
          steps += 1;
        }
      },
    }));
  });

  afterEach(() => {
    jest.dontMock('@site/shared/contract');
    jest.dontMock('@site/shared/contract-warm');
  });

  it('starts only when the browser is idle, builds one concern per idle period, then loads the contract once', async () => {
    const { warmContractWhenIdle } = await import('./warm-contract');
    warmContractWhenIdle();
    warmContractWhenIdle();
    expect(idle).toHaveLength(1);
    await settle();
    expect(steps).toBe(0);

    idle.shift()!();
    await settle();
    // The first concern waits for the next idle period.
    expect(steps).toBe(0);
    expect(idle).toHaveLength(1);
    for (let step = 1; step <= 3; step++) {
      idle.shift()!();
      await settle();
      expect(steps).toBe(step);
      expect(loaded).toBe(step === 3 ? 1 : 0);
      expect(idle).toHaveLength(step === 3 ? 0 : 1);
    }
    warmContractWhenIdle();
    expect(idle).toHaveLength(0);
    expect(loaded).toBe(1);
  });
});
