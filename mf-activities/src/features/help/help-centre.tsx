import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { HelpArticle } from '@site/shared/contract';
import { bus } from '@site/shared/events';
import { t } from '@site/shared/i18n';
import { pathTo, usePageMeta } from '@site/shared/routes';
import { Button, EmptyState, ErrorState, Skeleton, SkeletonText } from '@site/shared/ui';
import { ArticleBody } from './article-body';
import { ArticlePager } from './article-pager';
import { HelpNav } from './help-nav';
import { HelpSearch } from './help-search';
import { useHelpArticles } from './use-help-articles';
import { VoteBox } from './vote-box';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  gap: 24px;
  max-width: 1400px;
  margin: 0 auto;
  padding: 24px;
  box-sizing: border-box;
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
    padding: 12px;
  }
`;

const Side = styled.aside`
  display: grid;
  gap: 16px;
  align-content: start;
  @media (min-width: 768px) {
    position: sticky;
    top: 16px;
    max-height: calc(100vh - 32px);
    overflow-y: auto;
  }
`;

const NavToggle = styled(Button)`
  @media (min-width: 768px) {
    display: none;
  }
`;

const Article = styled.article`
  min-width: 0;
  padding: 28px 32px;
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.sm};
  @media (max-width: 767px) {
    padding: 16px;
  }
`;

const Crumb = styled.p`
  margin: 0 0 6px;
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;

const Updated = styled(Crumb)`
  margin-bottom: 16px;
`;

const Title = styled.h1`
  margin: 0 0 6px;
  font-size: ${(p) => p.theme.fontSizes.xxl};
  color: ${(p) => p.theme.colors.text};
`;

const Service = styled.div`
  display: grid;
  gap: 8px;
  justify-items: start;
  margin: 8px 0 16px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.xs};
`;

function ArticleView({ article, articles }: { article: HelpArticle; articles: readonly HelpArticle[] }) {
  return (
    <Article aria-labelledby="help-article-title">
      <Crumb>
        {t('helpCentre.title')} / {article.group}
      </Crumb>
      <Title id="help-article-title">{article.title}</Title>
      <Updated>{t('helpCentre.updated', { date: article.updated })}</Updated>
      <ArticleBody html={article.html} />
      {article.code === 'zxkf' && (
        <Service>
          {/* The host answers this event with the SPEC §2 safety tip, then opens the service url. */}
          <Button onClick={() => bus.emit('customer_service')}>{t('helpCentre.contactService')}</Button>
          <span>{t('helpCentre.contactServiceHint')}</span>
        </Service>
      )}
      <VoteBox code={article.code} />
      <ArticlePager articles={articles} code={article.code} />
    </Article>
  );
}

function Loading() {
  return (
    <Layout aria-busy="true" data-testid="help-loading">
      <Side>
        <Skeleton height="40px" />
        <SkeletonText lines={8} />
      </Side>
      <Article>
        <Skeleton width="40%" height="2rem" />
        <SkeletonText lines={10} />
      </Article>
    </Layout>
  );
}

/** /app/help/:code: search, grouped navigation, the article, votes and previous / next. */
export function HelpCentre({ code }: { code: string }) {
  const { articles, error, reload } = useHelpArticles();
  const [navOpen, setNavOpen] = useState(false);
  const article = articles?.find((a) => a.code === code);
  usePageMeta(article ? { title: article.title, description: article.description } : null);

  if (error) {
    return (
      <Layout>
        <Article>
          <ErrorState title={t('helpCentre.loadFailed')} message={error.message} onRetry={reload} />
        </Article>
      </Layout>
    );
  }
  if (!articles) return <Loading />;
  if (articles.length === 0) {
    return (
      <Layout>
        <Article>
          <EmptyState title={t('helpCentre.emptyTitle')} description={t('helpCentre.emptyText')} />
        </Article>
      </Layout>
    );
  }
  const first = articles[0];
  return (
    <Layout>
      <Side>
        <HelpSearch articles={articles} />
        <NavToggle
          variant="secondary"
          aria-expanded={navOpen}
          aria-controls="help-nav"
          onClick={() => setNavOpen((o) => !o)}
        >
          {t('helpCentre.navToggle')}
          {article ? `：${article.title}` : ''}
        </NavToggle>
        <HelpNav articles={articles} open={navOpen} onPick={() => setNavOpen(false)} />
      </Side>
      {article ? (
        <ArticleView article={article} articles={articles} />
      ) : (
        <Article>
          <EmptyState
            title={t('helpCentre.notFoundTitle')}
            description={t('helpCentre.notFoundText')}
            action={
              first && <Link to={pathTo('help', { code: first.code })}>{t('helpCentre.backToFirst')}</Link>
            }
          />
        </Article>
      )}
    </Layout>
  );
}
