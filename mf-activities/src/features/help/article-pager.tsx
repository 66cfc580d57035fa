import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { HelpArticle } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { pathTo } from '@site/shared/routes';

const Pager = styled.nav`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  margin-top: 24px;
`;

const Step = styled(Link)<{ $next?: boolean }>`
  display: grid;
  gap: 2px;
  padding: 12px 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  text-align: ${(p) => (p.$next ? 'right' : 'left')};
  grid-column: ${(p) => (p.$next ? 2 : 1)};
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  small {
    color: ${(p) => p.theme.colors.textMuted};
  }
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
`;

/** Previous and next article in the centre's order. */
export function ArticlePager({ articles, code }: { articles: readonly HelpArticle[]; code: string }) {
  const at = articles.findIndex((a) => a.code === code);
  const prev = at > 0 ? articles[at - 1] : undefined;
  const next = at >= 0 ? articles[at + 1] : undefined;
  return (
    <Pager aria-label={`${t('helpCentre.previous')} / ${t('helpCentre.next')}`}>
      {prev && (
        <Step
          to={pathTo('help', { code: prev.code })}
          rel="prev"
          aria-label={`${t('helpCentre.previous')}：${prev.title}`}
        >
          <small>‹ {t('helpCentre.previous')}</small>
          <span>{prev.title}</span>
        </Step>
      )}
      {next && (
        <Step
          to={pathTo('help', { code: next.code })}
          rel="next"
          $next
          aria-label={`${t('helpCentre.next')}：${next.title}`}
        >
          <small>{t('helpCentre.next')} ›</small>
          <span>{next.title}</span>
        </Step>
      )}
    </Pager>
  );
}
