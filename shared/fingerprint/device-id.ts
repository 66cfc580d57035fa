/**
 * localStorage key of the random device id used when WebGL is unavailable. Not in
 * session's STORAGE_KEYS because logout must never clear it: it identifies the browser.
 */
export const DEVICE_UUID_KEY = 'device_uuid';

function randomUuid(): string {
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The browser's random id: read from localStorage, or created and stored there. When
 * storage is blocked (private mode, quota) the id is new on every page load.
 */
export function persistedDeviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_UUID_KEY);
    if (stored) return stored;
  } catch {
    // Storage blocked: fall through to a fresh id.
  }
  const id = randomUuid();
  try {
    localStorage.setItem(DEVICE_UUID_KEY, id);
  } catch {
    // Not persisted; still a valid id for this page.
  }
  return id;
}
