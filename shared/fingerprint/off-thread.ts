import type { WebGlProperties } from './properties';

/** What the worker answers: the properties (null: no WebGL there), or the driver's error. */
export type WebGlReading = { webgl: WebGlProperties | null } | { error: string };

function isReading(value: unknown): value is WebGlReading {
  if (typeof value !== 'object' || value === null) return false;
  if ('error' in value) return typeof value.error === 'string';
  return 'webgl' in value && (value.webgl === null || typeof value.webgl === 'object');
}

/**
 * The WebGL properties read by a worker, so the main thread never waits for the driver.
 * Undefined when no worker answered (none could start, it failed to load, or it said nothing
 * within `timeoutMs`): the caller then reads them on the main thread, as before.
 */
export function readWebGlOffThread(
  startWorker: () => Worker | undefined,
  timeoutMs = 3000,
): Promise<WebGlReading | undefined> {
  let worker: Worker | undefined;
  try {
    worker = startWorker();
  } catch {
    // A CSP or a browser that refuses the worker: read on the main thread.
    return Promise.resolve(undefined);
  }
  if (!worker) return Promise.resolve(undefined);
  const started = worker;
  return new Promise<WebGlReading | undefined>((resolve) => {
    const finish = (reading: WebGlReading | undefined) => {
      clearTimeout(timer);
      started.terminate();
      resolve(reading);
    };
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    started.onmessage = (event: MessageEvent<unknown>) =>
      finish(isReading(event.data) ? event.data : undefined);
    started.onerror = (event) => {
      event.preventDefault();
      finish(undefined);
    };
    started.onmessageerror = () => finish(undefined);
  });
}
