import MD5 from 'crypto-js/md5';
import { persistedDeviceId } from './device-id';
import { readWebGlOffThread } from './off-thread';
import { readBrowserProperties, readWebGlProperties, type WebGlProperties } from './properties';
import { startWebGlWorker } from './webgl-worker-start';

/** The md5 of the browser and these WebGL properties; the persisted random id without WebGL. */
function fingerprintOf(webgl: WebGlProperties | null): string {
  if (!webgl) return persistedDeviceId();
  return MD5(JSON.stringify({ browser: readBrowserProperties(), webgl })).toString();
}

function failedFingerprint(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  // The time makes two failing browsers with the same error distinct.
  return `${location.host}-fperr-${MD5(`${reason}${Date.now()}`).toString()}`;
}

/**
 * One computation on this thread, no cache: the md5 of the browser and WebGL properties; the
 * browser's persisted random id when WebGL is unavailable; `<host>-fperr-<md5>` when reading
 * the properties fails. Never throws.
 */
export function computeDeviceFingerprint(): string {
  try {
    return fingerprintOf(readWebGlProperties());
  } catch (error) {
    return failedFingerprint(error);
  }
}

/**
 * The same value with the WebGL properties read by a worker (the same driver, the same
 * answers: checked in Chromium by e2e/tests/fingerprint.spec.ts). Where no worker answers, or
 * the worker has no WebGL (an OffscreenCanvas without it) while the page may, the properties
 * are read on this thread as before, so a browser keeps its fingerprint. Never rejects.
 */
export async function computeDeviceFingerprintOffThread(
  startWorker: () => Worker | undefined = startWebGlWorker,
): Promise<string> {
  const reading = await readWebGlOffThread(startWorker);
  if (!reading || ('webgl' in reading && !reading.webgl)) return computeDeviceFingerprint();
  if ('error' in reading) return failedFingerprint(new Error(reading.error));
  try {
    return fingerprintOf(reading.webgl);
  } catch (error) {
    return failedFingerprint(error);
  }
}

let cached: Promise<string> | undefined;

/**
 * The device fingerprint sent as the `uuid` header (SPEC §3, §7): the md5 of browser
 * properties (user agent, languages, platform, CPU count, screen, time zone, touch) and
 * WebGL properties (vendor, renderer incl. WEBGL_debug_renderer_info, versions, max
 * texture size, extensions). Without WebGL it is a random id kept in localStorage
 * (`device_uuid`), so it stays stable for the browser; on failure it is
 * `${location.host}-fperr-${md5}` (SPEC §8). Computed once per page, then cached; the WebGL
 * part in a worker where the browser can. Never rejects.
 */
export function getDeviceFingerprint(): Promise<string> {
  cached ??= computeDeviceFingerprintOffThread();
  return cached;
}
