import { evaluateContractInSteps } from '@site/shared/contract-warm';

/**
 * The full contract (zod and every schema of every call) is not on the first screen (issue 31:
 * /home's sections and the shell send through @site/shared/contract-core), but nearly every
 * page a player opens next needs it, and evaluating it takes 450-700 ms at 4x CPU: a first
 * navigation (体育, 电子) waited for it. So once the first screen is done and the browser is
 * idle, it is evaluated, one concern per idle period (`evaluateContractInSteps`: as one task it
 * held an input that came meanwhile for all of it), then the host's shared copy is loaded, which
 * a remote takes when its contract version fits, and the page finds it ready.
 * Calling again does nothing; a failed load is left to the page that needs it.
 */
let warming = false;

export function warmContractWhenIdle(): void {
  if (warming) return;
  warming = true;
  whenIdle(() => {
    evaluateContractInSteps(nextIdle)
      .then(() => import('@site/shared/contract'))
      .catch(() => undefined);
  });
}

function nextIdle(): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve));
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => run());
  else window.setTimeout(run, 1000);
}
