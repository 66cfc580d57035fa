import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recoveryPlugin, type RemoteSource } from './recovery-plugin';

/**
 * The recovery plugin inside the real Module Federation runtime. Only the network is
 * replaced: a `loadEntry` plugin answers remoteEntry.js from a table of servers, so a
 * "server" can be down, come back, or serve another version.
 */
type Server = 'up' | 'down' | 'flaky';
type EntryExports = Exclude<
  Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>,
  void
>;

function network(servers: Record<string, Server>, requests: string[]): ModuleFederationRuntimePlugin {
  const seen = new Map<string, number>();
  return {
    name: 'fake-network',
    loadEntry({ remoteInfo }) {
      const url = remoteInfo.entry;
      requests.push(url);
      const count = (seen.get(url) ?? 0) + 1;
      seen.set(url, count);
      const state = servers[url] ?? 'down';
      if (state === 'down' || (state === 'flaky' && count === 1))
        return Promise.reject(new Error(`ScriptNetworkError: ${url}`));
      // Like webpack's container: get() resolves to a factory of the module.
      const get = (expose: string) => Promise.resolve(() => ({ default: `${expose} from ${url}` }));
      return { init: () => undefined, get } as unknown as EntryExports;
    },
  };
}

function setup(source: RemoteSource, servers: Record<string, Server>, name = 'host') {
  const requests: string[] = [];
  const failures: unknown[] = [];
  const fallbacks: string[] = [];
  const mirrors: string[] = [];
  const instance = createInstance({
    name,
    remotes: [{ name: 'mf_demo', entry: source.entry }],
    plugins: [
      recoveryPlugin({
        sourceOf: (remote) => (remote === 'mf_demo' ? source : undefined),
        resolve: (entry) => entry,
        onFailure: (_remote, _id, error) => failures.push(error),
        onFallback: (remote) => fallbacks.push(remote),
        onMirror: (remote) => mirrors.push(remote),
        sleep: () => Promise.resolve(),
      }),
      network(servers, requests),
    ],
  });
  const load = () => instance.loadRemote<{ default: string }>('mf_demo/Page');
  return { load, requests, failures, fallbacks, mirrors };
}

// The runtime keeps loaded entries globally by URL: each test has its own origins.
let V1 = '';
let V2 = '';
let V1_SECOND_ORIGIN = '';
let V2_MIRROR = '';
let n = 0;
beforeEach(() => {
  n += 1;
  V1 = `http://a${n}.test/remotes/mf-demo/1.0.0/remoteEntry.js`;
  V2 = `http://a${n}.test/remotes/mf-demo/2.0.0/remoteEntry.js`;
  V1_SECOND_ORIGIN = `http://b${n}.test/remotes/mf-demo/1.0.0/remoteEntry.js`;
  V2_MIRROR = `http://m${n}.test/remotes/mf-demo/2.0.0/remoteEntry.js`;
});

describe('recoveryPlugin', () => {
  // The runtime warns on every forced re-registration; that is the point here.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('loads straight from the pinned entry when it answers', async () => {
    const { load, requests, failures } = setup({ entry: V2, fallback: V1 }, { [V2]: 'up', [V1]: 'up' }, 'h1');
    await expect(load()).resolves.toEqual({ default: './Page from ' + V2 });
    expect(requests).toEqual([V2]);
    expect(failures).toHaveLength(0);
  });

  it('retries the same entry once when the first try fails', async () => {
    const { load, requests, failures, fallbacks } = setup({ entry: V2 }, { [V2]: 'flaky' }, 'h2');
    await expect(load()).resolves.toEqual({ default: './Page from ' + V2 });
    expect(requests).toEqual([V2, V2]);
    expect(failures).toHaveLength(1);
    expect(fallbacks).toEqual([]);
  });

  it("falls back to the brand's previous version, here on a second origin", async () => {
    const { load, requests, fallbacks } = setup(
      { entry: V2, fallback: V1_SECOND_ORIGIN },
      { [V2]: 'down', [V1_SECOND_ORIGIN]: 'up' },
      'h3',
    );
    await expect(load()).resolves.toEqual({ default: './Page from ' + V1_SECOND_ORIGIN });
    expect(requests).toEqual([V2, V2, V1_SECOND_ORIGIN]);
    expect(fallbacks).toEqual(['mf_demo']);
  });

  it('tries the same version on the mirror origin before the previous version', async () => {
    const { load, requests, mirrors, fallbacks } = setup(
      { entry: V2, mirror: V2_MIRROR, fallback: V1 },
      { [V2]: 'down', [V2_MIRROR]: 'up', [V1]: 'up' },
      'h6',
    );
    await expect(load()).resolves.toEqual({ default: './Page from ' + V2_MIRROR });
    expect(requests).toEqual([V2, V2, V2_MIRROR]);
    expect(mirrors).toEqual(['mf_demo']);
    expect(fallbacks).toEqual([]);
  });

  it('falls back to the previous version when the mirror is down too', async () => {
    const { load, requests, fallbacks } = setup(
      { entry: V2, mirror: V2_MIRROR, fallback: V1 },
      { [V2]: 'down', [V2_MIRROR]: 'down', [V1]: 'up' },
      'h7',
    );
    await expect(load()).resolves.toEqual({ default: './Page from ' + V1 });
    expect(requests).toEqual([V2, V2, V2_MIRROR, V1]);
    expect(fallbacks).toEqual(['mf_demo']);
  });

  it('throws the failure to the caller when nothing answers, and a later load starts over', async () => {
    const servers: Record<string, Server> = { [V2]: 'down', [V1]: 'down' };
    const { load, requests } = setup({ entry: V2, fallback: V1 }, servers, 'h4');
    await expect(load()).rejects.toThrow(/ScriptNetworkError|RUNTIME/);
    expect(requests).toEqual([V2, V2, V1]);

    // The player's 重试 after the server came back: a fresh sequence from the pinned entry.
    servers[V2] = 'up';
    requests.length = 0;
    await expect(load()).resolves.toEqual({ default: './Page from ' + V2 });
    expect(requests).toEqual([V2]);
  });

  it('leaves remotes the brand does not name to the runtime', async () => {
    const { load, requests } = setup({ entry: V2 }, {}, 'h5');
    const plugin = recoveryPlugin({ sourceOf: () => undefined, resolve: (e) => e });
    expect(
      await plugin.errorLoadRemote?.({
        id: 'mf_other/Page',
        error: new Error('x'),
        from: 'runtime',
        lifecycle: 'onLoad',
        origin: {} as never,
      }),
    ).toBeUndefined();
    await expect(load()).rejects.toThrow();
    expect(requests).toEqual([V2, V2]);
  });
});
