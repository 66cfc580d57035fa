/**
 * Lets code outside React (the API client's bind-real-name dialog, bus handlers)
 * navigate with the router the host mounted.
 */
let navigator: ((path: string) => void) | null = null;

export function setNavigator(fn: (path: string) => void): void {
  navigator = fn;
}

export function navigateTo(path: string): void {
  if (navigator) navigator(path);
  else window.location.assign(path);
}
