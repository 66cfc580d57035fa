/** Opens a page of the (simulated) gateway in a new tab, cut off from this window. */
export function openPayPage(payUrl: string): void {
  window.open(new URL(payUrl, window.location.origin).href, '_blank', 'noopener');
}
