import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask as defaultNextTask } from '../shell/next-task';

/**
 * One remote module evaluated per task (issue 31). /home's five sections come from three
 * remotes whose entries and chunks arrive close together; the runtime ran the factory of each
 * module that was ready in the same microtask checkpoint, so their code (components, styles,
 * catalogues) could run as one task, and a key or a click on 登录 that came meanwhile waited for
 * all of it. Here each factory waits for its turn, a task of its own after the one before: the
 * browser answers an input between two. Downloads are untouched; only evaluation is spaced.
 */
export function evaluationTurnsPlugin(
  nextTask: () => Promise<void> = defaultNextTask,
): ModuleFederationRuntimePlugin {
  let last: Promise<void> = Promise.resolve();
  return {
    name: 'site-evaluation-turns',
    beforeExecuteFactory() {
      // Turns in the order the factories became ready; a failed turn does not stop the next.
      const turn = last.then(nextTask, nextTask);
      last = turn;
      return turn;
    },
  };
}
