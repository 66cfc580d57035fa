import { bus, type LoadingOptions } from '../events';

/** Show the loading toast (replaces one already showing). Goes through the bus to LoadingHost. */
export function showLoading(options: LoadingOptions = {}): void {
  bus.emit('show_loading', options);
}

/** Hide the loading toast, if any. */
export function dismissLoading(): void {
  bus.emit('dismiss_loading');
}
