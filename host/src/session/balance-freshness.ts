/**
 * Money moves where the host cannot see it: a deposit paid on the gateway's tab, a
 * withdrawal the operator rejects, winnings in a game window. So besides the refreshes
 * of guard 3 and `refresh_balance`, the balance is re-read when the player comes back to
 * the tab and, while the tab is visible, every `intervalMs`. Hidden tabs never poll.
 * Returns the function that stops it all.
 */
export function keepBalanceFresh(
  refresh: () => unknown,
  intervalMs = 20_000,
  doc: Document = document,
): () => void {
  let timer: ReturnType<typeof setInterval> | null = null;
  const start = () => {
    timer ??= setInterval(() => void refresh(), intervalMs);
  };
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') {
      void refresh();
      start();
    } else {
      stop();
    }
  };
  doc.addEventListener('visibilitychange', onVisibility);
  if (doc.visibilityState === 'visible') start();
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    stop();
  };
}
