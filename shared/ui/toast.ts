import { bus, type ToastKind } from '../events';

function emit(kind: ToastKind) {
  return (message: string): void => bus.emit('toast', { kind, message });
}

/**
 * Bottom toasts from anywhere: they go through the bus to the one ToastHost of the page.
 * A message shown while the same one is still on screen restarts it instead of stacking.
 */
export const toast = {
  info: emit('info'),
  success: emit('success'),
  warning: emit('warning'),
  error: emit('error'),
} as const satisfies Record<ToastKind, (message: string) => void>;
