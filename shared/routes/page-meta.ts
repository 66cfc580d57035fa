import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A page's own title and description, for the path it was set on. */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
}

/**
 * Set by a page that knows better than the route table what it shows (a help article's
 * title): the host puts it in the document title while that path is the current one.
 */
export const pageMetaAtom = atom<PageMeta | null>(null);

/**
 * Every path's own title as its page last set it, kept while the page is hidden: the host's
 * tab bar names a kept-alive tab by it (two pages of one route name, 电子游戏 the lobby and
 * a game, are told apart).
 */
export const pageTitlesAtom = atom<Readonly<Record<string, string>>>({});

function setDescription(content: string | null): void {
  if (content === null) {
    document.head.querySelector('meta[name="description"]')?.remove();
    return;
  }
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/**
 * For a remote page: "this path shows `title`", plus the `<meta name="description">`. A page
 * the tab cache hides runs its effects again when shown, so the meta follows the visible page.
 * Pass null while the content is still loading (the host keeps the route's own title).
 */
export function usePageMeta(meta: { title: string; description: string } | null): void {
  const { pathname } = useLocation();
  const setMeta = useSetAtom(pageMetaAtom);
  const setTitles = useSetAtom(pageTitlesAtom);
  const title = meta?.title ?? null;
  const description = meta?.description ?? '';
  useEffect(() => {
    if (title === null) return undefined;
    setMeta({ path: pathname, title, description });
    setTitles((titles) => (titles[pathname] === title ? titles : { ...titles, [pathname]: title }));
    setDescription(description);
    return () => {
      // Leaving (or hiding) the page: its description must not describe the next one.
      const tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (tag?.content === description) setDescription(null);
      setMeta((current) => (current?.path === pathname ? null : current));
    };
  }, [pathname, title, description, setMeta, setTitles]);
}
