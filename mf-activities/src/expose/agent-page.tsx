import '../messages';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { PageFrame } from '@site/shared/ui';
import { HeroArt } from '../components/hero-art';
import { AgentForm } from '../features/agent/agent-form';
import { AgentTiers } from '../features/agent/agent-tiers';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

/** /agent (合营计划, nav venture): the commission tiers, how they are computed, and the application form. */
export default function AgentPage() {
  return (
    <PageFrame title={t('routes.venture')}>
      <Stack>
        <HeroArt
          variant="agent"
          title={t('promotions.agent.hero')}
          subtitle={t('promotions.agent.heroSub')}
        />
        <AgentTiers />
        <AgentForm />
      </Stack>
    </PageFrame>
  );
}
