import { DEVICE_UUID_KEY, getDeviceFingerprint } from '.';
import { computeDeviceFingerprint, computeDeviceFingerprintOffThread } from './fingerprint';
import type { WebGlReading } from './off-thread';
import { readWebGlProperties } from './properties';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const MD5_HEX = /^[0-9a-f]{32}$/;

const GL = {
  VENDOR: 0x1f00,
  RENDERER: 0x1f01,
  VERSION: 0x1f02,
  SHADING_LANGUAGE_VERSION: 0x8b8c,
  MAX_TEXTURE_SIZE: 0x0d33,
};
const DEBUG = { UNMASKED_VENDOR_WEBGL: 0x9245, UNMASKED_RENDERER_WEBGL: 0x9246 };

interface FakeGlOptions {
  renderer?: string;
  unmaskedRenderer?: string;
  extensions?: string[];
  debugInfo?: boolean;
  failOn?: number;
}

function fakeGl(options: FakeGlOptions = {}) {
  const params = new Map<number, unknown>([
    [GL.VENDOR, 'WebKit'],
    [GL.RENDERER, options.renderer ?? 'WebKit WebGL'],
    [GL.VERSION, 'WebGL 1.0'],
    [GL.SHADING_LANGUAGE_VERSION, 'WebGL GLSL ES 1.0'],
    [GL.MAX_TEXTURE_SIZE, 16384],
    [DEBUG.UNMASKED_VENDOR_WEBGL, 'Google Inc. (NVIDIA)'],
    [DEBUG.UNMASKED_RENDERER_WEBGL, options.unmaskedRenderer ?? 'ANGLE (NVIDIA GeForce RTX 3060)'],
  ]);
  const loseContext = jest.fn();
  return {
    ...GL,
    loseContext,
    getParameter: jest.fn((name: number) => {
      if (name === options.failOn) throw new Error('driver crashed');
      return params.get(name);
    }),
    getExtension: jest.fn((name: string) => {
      if (name === 'WEBGL_debug_renderer_info') return options.debugInfo === false ? null : DEBUG;
      if (name === 'WEBGL_lose_context') return { loseContext };
      return null;
    }),
    getSupportedExtensions: () => options.extensions ?? ['OES_texture_float', 'ANGLE_instanced_arrays'],
  };
}

function useWebGl(gl: ReturnType<typeof fakeGl> | null) {
  return jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => gl) as never);
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('computeDeviceFingerprint with WebGL', () => {
  it('is an md5 that stays the same for the same properties', () => {
    useWebGl(fakeGl());
    const first = computeDeviceFingerprint();
    expect(first).toMatch(MD5_HEX);
    useWebGl(fakeGl());
    expect(computeDeviceFingerprint()).toBe(first);
  });

  it('does not depend on the order the driver lists extensions in', () => {
    useWebGl(fakeGl({ extensions: ['A_ext', 'B_ext'] }));
    const first = computeDeviceFingerprint();
    useWebGl(fakeGl({ extensions: ['B_ext', 'A_ext'] }));
    expect(computeDeviceFingerprint()).toBe(first);
    useWebGl(fakeGl({ extensions: ['A_ext'] }));
    expect(computeDeviceFingerprint()).not.toBe(first);
  });

  it('changes with the graphics card (renderer, unmasked renderer)', () => {
    useWebGl(fakeGl());
    const base = computeDeviceFingerprint();
    useWebGl(fakeGl({ renderer: 'Other' }));
    expect(computeDeviceFingerprint()).not.toBe(base);
    useWebGl(fakeGl({ unmaskedRenderer: 'ANGLE (Intel UHD 630)' }));
    expect(computeDeviceFingerprint()).not.toBe(base);
  });

  it('changes with browser properties', () => {
    useWebGl(fakeGl());
    const base = computeDeviceFingerprint();
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone)');
    expect(computeDeviceFingerprint()).not.toBe(base);
    jest.restoreAllMocks();
    useWebGl(fakeGl());
    jest.spyOn(screen, 'width', 'get').mockReturnValue(390);
    expect(computeDeviceFingerprint()).not.toBe(base);
    jest.restoreAllMocks();
    useWebGl(fakeGl());
    jest.spyOn(navigator, 'hardwareConcurrency', 'get').mockReturnValue(64);
    expect(computeDeviceFingerprint()).not.toBe(base);
  });

  it('works without WEBGL_debug_renderer_info', () => {
    useWebGl(fakeGl());
    const withDebug = computeDeviceFingerprint();
    useWebGl(fakeGl({ debugInfo: false }));
    const without = computeDeviceFingerprint();
    expect(without).toMatch(MD5_HEX);
    expect(without).not.toBe(withDebug);
  });

  it('gives the WebGL context back and stores no device id', () => {
    const gl = fakeGl();
    useWebGl(gl);
    computeDeviceFingerprint();
    expect(gl.loseContext).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(DEVICE_UUID_KEY)).toBeNull();
  });
});

describe('computeDeviceFingerprint without WebGL', () => {
  it('returns a random uuid kept in localStorage as device_uuid', () => {
    useWebGl(null);
    const id = computeDeviceFingerprint();
    expect(id).toMatch(UUID);
    expect(localStorage.getItem('device_uuid')).toBe(id);
    expect(computeDeviceFingerprint()).toBe(id);
  });

  it('reuses the id stored by an earlier visit', () => {
    localStorage.setItem('device_uuid', 'earlier-id');
    useWebGl(null);
    expect(computeDeviceFingerprint()).toBe('earlier-id');
  });

  it('creates a different id for another browser (empty storage)', () => {
    useWebGl(null);
    const first = computeDeviceFingerprint();
    localStorage.clear();
    expect(computeDeviceFingerprint()).not.toBe(first);
  });

  it('makes a v4 uuid from getRandomValues where randomUUID is missing (insecure context)', () => {
    useWebGl(null);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(computeDeviceFingerprint()).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('still returns an id when storage is blocked', () => {
    useWebGl(null);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(computeDeviceFingerprint()).toMatch(UUID);
  });
});

describe('computeDeviceFingerprint on failure', () => {
  it('returns host plus error marker plus an md5 of message and time', () => {
    useWebGl(fakeGl({ failOn: GL.RENDERER }));
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const first = computeDeviceFingerprint();
    expect(first).toMatch(/^localhost-fperr-[0-9a-f]{32}$/);
    expect(computeDeviceFingerprint()).toBe(first);
    now.mockReturnValue(1_700_000_000_001);
    expect(computeDeviceFingerprint()).not.toBe(first);
  });

  it('catches a canvas that cannot be created', () => {
    jest.spyOn(document, 'createElement').mockImplementation(() => {
      throw new Error('no canvas');
    });
    expect(computeDeviceFingerprint()).toMatch(/^localhost-fperr-[0-9a-f]{32}$/);
  });
});

/** A worker that answers `reading` (or nothing, or fails to load) as a browser's would. */
function fakeWorker(behaviour: { answer?: unknown; fail?: boolean }) {
  const worker = {
    onmessage: null as ((event: { data: unknown }) => void) | null,
    onerror: null as ((event: { preventDefault(): void }) => void) | null,
    onmessageerror: null as (() => void) | null,
    terminate: jest.fn(),
  };
  setTimeout(() => {
    if (behaviour.fail) worker.onerror?.({ preventDefault: () => undefined });
    else if ('answer' in behaviour) worker.onmessage?.({ data: behaviour.answer });
  }, 0);
  return worker;
}

describe('computeDeviceFingerprintOffThread (issue 31: WebGL read in a worker)', () => {
  function propertiesOf(gl: ReturnType<typeof fakeGl>) {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => gl) as never);
    const webgl = readWebGlProperties();
    jest.restoreAllMocks();
    return webgl;
  }

  it("gives the main thread's value from the worker's answer, without a canvas on the main thread", async () => {
    useWebGl(fakeGl());
    const onMainThread = computeDeviceFingerprint();
    const webgl = propertiesOf(fakeGl());
    const getContext = useWebGl(fakeGl({ renderer: 'not read here' }));
    const worker = fakeWorker({ answer: { webgl } satisfies WebGlReading });
    await expect(computeDeviceFingerprintOffThread(() => worker as unknown as Worker)).resolves.toBe(
      onMainThread,
    );
    expect(getContext).not.toHaveBeenCalled();
    expect(worker.terminate).toHaveBeenCalledTimes(1);
  });

  it('reads on the main thread when no worker can start, it fails to load, or answers nonsense', async () => {
    useWebGl(fakeGl());
    const onMainThread = computeDeviceFingerprint();
    const starts: (() => Worker | undefined)[] = [
      () => undefined,
      () => {
        throw new Error('refused by the CSP');
      },
      () => fakeWorker({ fail: true }) as unknown as Worker,
      () => fakeWorker({ answer: { webgl: 'x' } }) as unknown as Worker,
      () => fakeWorker({ answer: 42 }) as unknown as Worker,
    ];
    for (const start of starts)
      await expect(computeDeviceFingerprintOffThread(start)).resolves.toBe(onMainThread);
  });

  it('reads on the main thread when the worker has no WebGL (the page may have it)', async () => {
    useWebGl(fakeGl());
    const onMainThread = computeDeviceFingerprint();
    const worker = fakeWorker({ answer: { webgl: null } });
    await expect(computeDeviceFingerprintOffThread(() => worker as unknown as Worker)).resolves.toBe(
      onMainThread,
    );
  });

  it('reads on the main thread when the worker says nothing in time', async () => {
    jest.useFakeTimers();
    try {
      useWebGl(fakeGl());
      const onMainThread = computeDeviceFingerprint();
      const silent = fakeWorker({});
      const result = computeDeviceFingerprintOffThread(() => silent as unknown as Worker);
      jest.advanceTimersByTime(3_000);
      await expect(result).resolves.toBe(onMainThread);
      expect(silent.terminate).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it("is the failure marker when the worker's driver fails", async () => {
    const worker = fakeWorker({ answer: { error: 'driver crashed' } });
    await expect(computeDeviceFingerprintOffThread(() => worker as unknown as Worker)).resolves.toMatch(
      /^localhost-fperr-[0-9a-f]{32}$/,
    );
  });
});

describe('getDeviceFingerprint', () => {
  it('computes once per page and caches the value', async () => {
    jest.resetModules();
    const fresh = await import('./fingerprint');
    const getContext = useWebGl(fakeGl());
    const first = fresh.getDeviceFingerprint();
    const second = fresh.getDeviceFingerprint();
    expect(second).toBe(first);
    await expect(first).resolves.toMatch(MD5_HEX);
    await expect(fresh.getDeviceFingerprint()).resolves.toBe(await first);
    expect(getContext).toHaveBeenCalledTimes(1);
  });

  it('resolves with the fallback id rather than rejecting', async () => {
    useWebGl(null);
    await expect(getDeviceFingerprint()).resolves.toMatch(UUID);
  });
});
