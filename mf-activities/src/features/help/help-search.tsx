import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { HelpArticle } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { pathTo } from '@site/shared/routes';
import { buildIndex, search } from './search';
import { CloseIcon } from '@site/shared/ui';

const Box = styled.div`
  position: relative;
`;

const Input = styled.input`
  width: 100%;
  box-sizing: border-box;
  height: 40px;
  padding: 0 36px 0 14px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.sm};
  /* Our own clear button stands in for the browser's. */
  &::-webkit-search-cancel-button {
    display: none;
  }
  &::placeholder {
    color: ${(p) => p.theme.colors.textMuted};
  }
  &:focus {
    outline: none;
    border-color: ${(p) => p.theme.colors.primary};
  }
`;

const Clear = styled.button`
  position: absolute;
  right: 8px;
  top: 8px;
  width: 24px;
  height: 24px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${(p) => p.theme.colors.textMuted};
  cursor: pointer;
`;

const Results = styled.section`
  position: absolute;
  z-index: ${(p) => p.theme.zIndices.dropdown};
  top: 46px;
  left: 0;
  right: 0;
  max-height: 60vh;
  overflow-y: auto;
  padding: 8px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.md};
`;

const Count = styled.p`
  margin: 4px 8px 8px;
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;

const Hit = styled(Link)`
  display: block;
  padding: 8px;
  border-radius: ${(p) => p.theme.radii.sm};
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  &:hover,
  &:focus {
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  strong {
    display: block;
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
  small {
    display: block;
    margin-top: 2px;
    color: ${(p) => p.theme.colors.textSecondary};
    font-size: ${(p) => p.theme.fontSizes.xs};
  }
  mark {
    background: transparent;
    color: ${(p) => p.theme.colors.primary};
    font-weight: ${(p) => p.theme.fontWeights.bold};
  }
`;

/** Search as you type over every article's title, keywords and text (a small client-side index). */
export function HelpSearch({ articles }: { articles: readonly HelpArticle[] }) {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const index = useMemo(() => buildIndex(articles), [articles]);
  const hits = useMemo(() => search(index, query), [index, query]);
  const open = query.trim() !== '';
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLElement>(null);

  /** Arrow keys walk the results (and back up to the box); Escape clears and returns to the box. */
  const moveFocus = (e: KeyboardEvent<HTMLElement>) => {
    const links = [...(resultsRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = at + (e.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) inputRef.current?.focus();
      else links[Math.min(next, links.length - 1)]?.focus();
    } else if (e.key === 'Escape') {
      setQuery('');
      inputRef.current?.focus();
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape' || e.key === 'ArrowDown') moveFocus(e);
    const first = hits[0];
    if (e.key === 'Enter' && first) {
      setQuery('');
      navigate(pathTo('help', { code: first.code }));
    }
  };

  return (
    <Box>
      <Input
        ref={inputRef}
        type="search"
        role="searchbox"
        aria-label={t('helpCentre.searchLabel')}
        placeholder={t('helpCentre.searchPlaceholder')}
        value={query}
        maxLength={40}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <Clear type="button" aria-label={t('helpCentre.searchClear')} onClick={() => setQuery('')}>
          <CloseIcon />
        </Clear>
      )}
      {open && (
        <Results ref={resultsRef} aria-label={t('helpCentre.searchResults')} onKeyDown={moveFocus}>
          <Count role="status">
            {hits.length === 0
              ? t('helpCentre.searchEmpty', { query: query.trim() })
              : t('helpCentre.searchCount', { count: hits.length })}
          </Count>
          {hits.map((hit) => (
            <Hit key={hit.code} to={pathTo('help', { code: hit.code })} onClick={() => setQuery('')}>
              <strong>{hit.title}</strong>
              {hit.snippet && (
                <small>
                  {hit.snippet.before}
                  <mark>{hit.snippet.match}</mark>
                  {hit.snippet.after}
                </small>
              )}
            </Hit>
          ))}
        </Results>
      )}
    </Box>
  );
}
