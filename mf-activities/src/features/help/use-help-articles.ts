import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { request } from '@site/shared/api';
import { help, type HelpArticle } from '@site/shared/contract';
import { brandAtom } from '@site/shared/session';

/**
 * Every article page of the tab cache needs the same list: one request per page load,
 * shared. A failed request is forgotten so that "retry" asks again.
 */
let shared: Promise<HelpArticle[]> | null = null;

function loadOnce(): Promise<HelpArticle[]> {
  shared ??= request(help.articles, {}).catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
}

/** For tests: forget the shared list. */
export function forgetHelpArticles(): void {
  shared = null;
}

/** SPEC §2 guard 3: with the deposit switch at 0 the deposit tutorial (ck) does not exist. */
export function visibleArticles(all: readonly HelpArticle[], depositSwitch: 0 | 1): HelpArticle[] {
  return all.filter((a) => depositSwitch !== 0 || a.code !== 'ck');
}

export interface HelpArticlesState {
  articles: HelpArticle[] | undefined;
  error: Error | undefined;
  reload: () => void;
}

/** The help articles this brand shows, in order. */
export function useHelpArticles(): HelpArticlesState {
  const depositSwitch = useAtomValue(brandAtom)?.features.depositSwitch ?? 1;
  const [state, setState] = useState<{ all: HelpArticle[] | undefined; error: Error | undefined }>({
    all: undefined,
    error: undefined,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ all: s.all, error: undefined }));
    loadOnce().then(
      (all) => live && setState({ all, error: undefined }),
      (error: unknown) =>
        live &&
        setState({ all: undefined, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const articles = useMemo(
    () => (state.all ? visibleArticles(state.all, depositSwitch) : undefined),
    [state.all, depositSwitch],
  );
  return { articles, error: state.error, reload };
}
