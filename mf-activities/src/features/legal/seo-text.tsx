import styled from 'styled-components';
import { useEndpoint } from '@site/shared/api';
import { help } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { usePageMeta } from '@site/shared/routes';
import { ErrorState, RichText, Skeleton, SkeletonText } from '@site/shared/ui';

const Page = styled.article`
  max-width: 960px;
  margin: 0 auto;
  padding: 32px 40px;
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  box-sizing: border-box;
  h1 {
    margin: 0 0 16px;
    font-size: ${(p) => p.theme.fontSizes.xxl};
    color: ${(p) => p.theme.colors.text};
  }
  @media (max-width: 767px) {
    padding: 16px;
  }
`;

/**
 * The SEO text page of SPEC §2: a plain introduction of the site, from
 * shared/content/pages/seo.md, with its own title and meta description.
 */
export function SeoText() {
  const { data, error, loading, reload } = useEndpoint(help.article, { code: 'seo' });
  usePageMeta(data ? { title: data.title, description: data.description } : null);
  if (error) {
    return (
      <Page>
        <ErrorState title={t('helpCentre.loadFailed')} message={error.message} onRetry={reload} />
      </Page>
    );
  }
  if (loading || !data) {
    return (
      <Page aria-busy="true">
        <Skeleton width="30%" height="2rem" />
        <SkeletonText lines={12} />
      </Page>
    );
  }
  return (
    <Page aria-labelledby="seo-title">
      <h1 id="seo-title">{data.title}</h1>
      {/* Compiled and escaped by the server from our own Markdown: no raw HTML reaches here. */}
      <RichText dangerouslySetInnerHTML={{ __html: data.html }} />
    </Page>
  );
}
