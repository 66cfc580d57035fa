import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { RichText } from '@site/shared/ui';

/**
 * An article's HTML as the server compiled it from our Markdown (raw HTML in the source is
 * escaped there). Links inside the site go through the router, so the tab cache keeps working.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const link = (e.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(href);
  };
  // Compiled and escaped by the server from our own Markdown files: no raw HTML reaches here.
  return (
    <RichText data-testid="help-article-body" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
