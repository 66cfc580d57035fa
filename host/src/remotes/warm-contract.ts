/**
 * The full contract (zod and every schema of every call) is not on the first screen (issue 31:
 * /home's sections and the shell send through @site/shared/contract-core), but nearly every
 * page a player opens next needs it, and evaluating it is one task of 450-700 ms at 4x CPU:
 * a first navigation (体育, 电子) waited for it. So once the first screen is done and the
 * browser is idle, it is loaded, and the page finds it ready: the host's shared copy, which a
 * remote takes when its contract version fits.
 * Calling again does nothing; a failed load is left to the page that needs it.
 */
let warming = false;

export function warmContractWhenIdle(): void {
  if (warming) return;
  warming = true;
  whenIdle(() => void import('@site/shared/contract').catch(() => undefined));
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run);
  else window.setTimeout(run, 1000);
}
