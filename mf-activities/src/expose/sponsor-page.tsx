import '../messages';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { PageFrame } from '@site/shared/ui';
import { HeroArt } from '../components/hero-art';
import { SponsorList } from '../features/sponsor/sponsor-list';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

/** /sponsor: the brand's sponsorships with imagery drawn by the project. */
export default function SponsorPage() {
  return (
    <PageFrame title={t('routes.sponsor')}>
      <Stack>
        <HeroArt variant="sponsor" title={t('promotions.sponsor.hero')} subtitle={t('routes.sponsor')} />
        <SponsorList />
      </Stack>
    </PageFrame>
  );
}
