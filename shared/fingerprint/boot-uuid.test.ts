import { DEVICE_UUID_KEY } from './device-id';
import { deferredDeviceUuid } from './boot-uuid';

beforeEach(() => localStorage.clear());

describe('deferredDeviceUuid (issue 31: the fingerprint off the boot path)', () => {
  it('the first calls before any input carry the persisted id and do not compute the fingerprint', () => {
    const compute = jest.fn(() => Promise.resolve('c'.repeat(32)));
    const getUuid = deferredDeviceUuid({ idleTimeoutMs: 60_000, fingerprint: compute });
    const uuid = getUuid();
    expect(uuid).toBe(localStorage.getItem(DEVICE_UUID_KEY));
    expect(compute).not.toHaveBeenCalled();
  });

  it('after the first input every call waits for the fingerprint', async () => {
    const compute = () => Promise.resolve('a'.repeat(32));
    const getUuid = deferredDeviceUuid({ idleTimeoutMs: 60_000, fingerprint: compute });
    window.dispatchEvent(new Event('pointerdown'));
    await expect(Promise.resolve(getUuid())).resolves.toBe('a'.repeat(32));
    expect(getUuid()).toBe('a'.repeat(32));
  });

  it('computes the fingerprint once the browser is idle', async () => {
    jest.useFakeTimers();
    try {
      const compute = jest.fn(() => Promise.resolve('b'.repeat(32)));
      const getUuid = deferredDeviceUuid({ idleTimeoutMs: 100, fingerprint: compute });
      jest.advanceTimersByTime(150);
      await Promise.resolve();
      await Promise.resolve();
      expect(compute).toHaveBeenCalled();
      expect(getUuid()).toBe('b'.repeat(32));
    } finally {
      jest.useRealTimers();
    }
  });

  it('an input does not compute it in its own task, and it is computed only once', async () => {
    jest.useFakeTimers();
    try {
      const compute = jest.fn(() => Promise.resolve('d'.repeat(32)));
      const getUuid = deferredDeviceUuid({ idleTimeoutMs: 60_000, afterInputMs: 500, fingerprint: compute });
      window.dispatchEvent(new Event('pointerdown'));
      expect(compute).not.toHaveBeenCalled();
      jest.advanceTimersByTime(600);
      expect(compute).toHaveBeenCalledTimes(1);
      await Promise.resolve();
      await Promise.resolve();
      expect(getUuid()).toBe('d'.repeat(32));
      jest.advanceTimersByTime(60_000);
      expect(compute).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
