import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { evaluationTurnsPlugin } from './evaluation-turns-plugin';

/**
 * The turns plugin inside the real Module Federation runtime; the network is a `loadEntry`
 * plugin whose container answers at once, so every module is ready together, as /home's
 * sections are when their chunks arrive side by side.
 */
type EntryExports = Exclude<
  Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>,
  void
>;

function setup(name: string, evaluated: string[], turns: (() => void)[]) {
  const network: ModuleFederationRuntimePlugin = {
    name: 'instant-network',
    loadEntry() {
      const get = (expose: string) =>
        Promise.resolve(() => {
          evaluated.push(expose);
          return { default: expose };
        });
      return { init: () => undefined, get } as unknown as EntryExports;
    },
  };
  const nextTask = () => new Promise<void>((resolve) => turns.push(resolve));
  return createInstance({
    name,
    remotes: [{ name: 'mf_demo', entry: `http://${name}.test/remotes/mf-demo/1.0.0/remoteEntry.js` }],
    plugins: [evaluationTurnsPlugin(nextTask), network],
  });
}

/** Lets every pending promise settle (the runtime's hooks are several awaits deep). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('evaluationTurnsPlugin', () => {
  it('evaluates modules that are ready together one per turn, in order, each load getting its own module', async () => {
    const evaluated: string[] = [];
    const turns: (() => void)[] = [];
    const instance = setup('turns1', evaluated, turns);
    const loads = ['./A', './B', './C'].map((m) =>
      instance.loadRemote<{ default: string }>(`mf_demo/${m.slice(2)}`),
    );
    await settle();
    // Everything is downloaded; nothing has run yet: the first turn has not come.
    expect(evaluated).toEqual([]);
    expect(turns).toHaveLength(1);
    turns[0]!();
    await settle();
    expect(evaluated).toEqual(['./A']);
    // The next turn is asked for only after the one before it was given.
    expect(turns).toHaveLength(2);
    turns[1]!();
    await settle();
    expect(evaluated).toEqual(['./A', './B']);
    turns[2]!();
    await expect(Promise.all(loads)).resolves.toEqual([
      { default: './A' },
      { default: './B' },
      { default: './C' },
    ]);
  });

  it('a module asked for later waits only for its own turn', async () => {
    const evaluated: string[] = [];
    const turns: (() => void)[] = [];
    const instance = setup('turns2', evaluated, turns);
    const first = instance.loadRemote('mf_demo/A');
    await settle();
    turns[0]!();
    await first;
    const second = instance.loadRemote<{ default: string }>('mf_demo/B');
    await settle();
    expect(evaluated).toEqual(['./A']);
    turns[1]!();
    await expect(second).resolves.toEqual({ default: './B' });
  });

  it('falls back to a timer where the browser has no task scheduler', async () => {
    jest.useFakeTimers();
    try {
      const evaluated: string[] = [];
      const plugin = evaluationTurnsPlugin();
      const turn = (plugin.beforeExecuteFactory as () => Promise<void>)();
      let done = false;
      void turn.then(() => {
        done = true;
        evaluated.push('turn');
      });
      await Promise.resolve();
      expect(done).toBe(false);
      await jest.runAllTimersAsync();
      expect(evaluated).toEqual(['turn']);
    } finally {
      jest.useRealTimers();
    }
  });
});
