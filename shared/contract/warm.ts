/**
 * Evaluates the full contract one concern at a time, each step in its own task (issue 31).
 * Building zod and every schema of every call was one task of 450-700 ms at 4x CPU when the
 * contract's index was evaluated at once: an input that came then waited for all of it. Here
 * every module is downloaded in one chunk (the same modules the shared `@site/shared/contract`
 * is made of, evaluated once: a module already evaluated is taken from webpack's cache), and
 * `yieldToMain` lets the browser answer a player between two steps. When the last step is
 * done, evaluating the index itself is only its re-exports.
 * Not a value of the contract: importing this builds no schema (the first screen's lint rule
 * allows it).
 */
const STEPS: readonly (() => Promise<unknown>)[] = [
  () => import(/* webpackChunkName: "contract-steps" */ './zod-config'),
  () => import(/* webpackChunkName: "contract-steps" */ './text'),
  () => import(/* webpackChunkName: "contract-steps" */ './envelope'),
  () => import(/* webpackChunkName: "contract-steps" */ './site'),
  () => import(/* webpackChunkName: "contract-steps" */ './member'),
  () => import(/* webpackChunkName: "contract-steps" */ './auth'),
  () => import(/* webpackChunkName: "contract-steps" */ './account'),
  () => import(/* webpackChunkName: "contract-steps" */ './funds'),
  () => import(/* webpackChunkName: "contract-steps" */ './games'),
  () => import(/* webpackChunkName: "contract-steps" */ './sports'),
  () => import(/* webpackChunkName: "contract-steps" */ './ops'),
  () => import(/* webpackChunkName: "contract-steps" */ './help'),
  () => import(/* webpackChunkName: "contract-steps" */ './member-area'),
  () => import(/* webpackChunkName: "contract-steps" */ './member-letters'),
  () => import(/* webpackChunkName: "contract-steps" */ './promotions'),
  () => import(/* webpackChunkName: "contract-steps" */ './protection'),
  () => import(/* webpackChunkName: "contract-steps" */ './chat'),
  () => import(/* webpackChunkName: "contract-steps" */ './brand'),
];

/** Runs every step, waiting for `yieldToMain` before each; rejects when a step fails to load. */
export async function evaluateContractInSteps(yieldToMain: () => Promise<void>): Promise<void> {
  for (const step of STEPS) {
    await yieldToMain();
    await step();
  }
}
