import '../messages';
import { useState } from 'react';
import styled from 'styled-components';
import { PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';
import { FeedbackForm } from '../features/feedback/feedback-form';
import { FeedbackList } from '../features/feedback/feedback-list';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: 16px;
  align-items: start;
`;

/** /mine/feedback: the form and the list on one path (SPEC §2). */
export default function FeedbackPage() {
  const [round, setRound] = useState(0);
  return (
    <PageFrame title={t('routes.feedback')}>
      <Columns>
        <FeedbackForm onSent={() => setRound((r) => r + 1)} />
        <FeedbackList round={round} />
      </Columns>
    </PageFrame>
  );
}
