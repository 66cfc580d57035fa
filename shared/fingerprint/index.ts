// Named re-exports only (see shared/contract/index.ts: Node loads these files as CommonJS).
export { getDeviceFingerprint } from './fingerprint';
export { DEVICE_UUID_KEY } from './device-id';
export { deferredDeviceUuid } from './boot-uuid';
