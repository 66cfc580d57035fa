import MD5 from 'crypto-js/md5';
import { persistedDeviceId } from './device-id';
import { readBrowserProperties, readWebGlProperties } from './properties';

/**
 * One computation, no cache: the md5 of the browser and WebGL properties; the browser's
 * persisted random id when WebGL is unavailable; `<host>-fperr-<md5>` when reading the
 * properties fails. Never throws.
 */
export function computeDeviceFingerprint(): string {
  try {
    const webgl = readWebGlProperties();
    if (!webgl) return persistedDeviceId();
    return MD5(JSON.stringify({ browser: readBrowserProperties(), webgl })).toString();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // The time makes two failing browsers with the same error distinct.
    return `${location.host}-fperr-${MD5(`${reason}${Date.now()}`).toString()}`;
  }
}

let cached: Promise<string> | undefined;

/**
 * The device fingerprint sent as the `uuid` header (SPEC §3, §7): the md5 of browser
 * properties (user agent, languages, platform, CPU count, screen, time zone, touch) and
 * WebGL properties (vendor, renderer incl. WEBGL_debug_renderer_info, versions, max
 * texture size, extensions). Without WebGL it is a random id kept in localStorage
 * (`device_uuid`), so it stays stable for the browser; on failure it is
 * `${location.host}-fperr-${md5}` (SPEC §8). Computed once per page, then cached.
 * Never rejects.
 */
export function getDeviceFingerprint(): Promise<string> {
  cached ??= Promise.resolve().then(computeDeviceFingerprint);
  return cached;
}
