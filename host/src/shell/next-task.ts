interface PostTaskScheduler {
  postTask(
    callback: () => void,
    options?: { priority?: 'user-blocking' | 'user-visible' | 'background' },
  ): Promise<void>;
}

/**
 * Resolves in a new task: the browser handles an input that is waiting before it (issue 31:
 * the host's start and the remotes' modules are spaced out by it). Chromium's task scheduler
 * where there is one, else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PostTaskScheduler }).scheduler;
  if (typeof scheduler?.postTask === 'function')
    return scheduler.postTask(() => undefined, { priority: 'user-visible' });
  return new Promise((resolve) => setTimeout(resolve, 0));
}
