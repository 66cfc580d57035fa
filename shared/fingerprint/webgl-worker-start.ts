/**
 * Starts the worker that reads the WebGL properties (webgl.worker.ts), or returns undefined
 * where a worker cannot do it (no Worker, no OffscreenCanvas). Its own file because of the
 * `new URL(…, import.meta.url)` webpack needs to emit the worker: jest (CommonJS, jsdom with
 * neither Worker nor WebGL) maps this file to jest/no-worker.cjs.
 */
export function startWebGlWorker(): Worker | undefined {
  if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function') return undefined;
  return new Worker(new URL('./webgl.worker.ts', import.meta.url), { name: 'device-fingerprint' });
}
