import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { clearApiCache } from '@site/shared/api';
import type { protection } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { clearSession } from '@site/shared/session';
import { Button, Card, toast } from '@site/shared/ui';
import { Notice } from '../../components/form-layout';
import { BreakDialogs, type BreakChoice } from './break-dialogs';
import { ChoiceChips } from './choice-chips';
import { Hint } from './layout';
import {
  EXCLUSION_DURATIONS,
  TIME_OUT_DURATIONS,
  type ExclusionDuration,
  type TimeOutDuration,
} from './protection-api';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 24px;
  h3 {
    margin: 0 0 6px;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  > section {
    display: flex;
    flex-direction: column;
    gap: 12px;
    align-items: flex-start;
  }
  ${Hint} {
    margin: 0;
  }
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const durationOptions = <D extends TimeOutDuration | ExclusionDuration>(list: readonly D[]) =>
  list.map((d) => ({ value: d, label: t(`protection.breaks.durations.${d}`) }));

/**
 * Time-out (24 hours to 6 weeks) and self-exclusion (6 months to 5 years). Once the server has
 * taken it, every session of the member is gone: the page clears its own as a login-expired
 * does and goes home.
 */
export function TakeBreakCard({ restriction }: { restriction: protection.Restriction | null }) {
  const navigate = useNavigate();
  const [timeOut, setTimeOut] = useState<TimeOutDuration>('24h');
  const [exclusion, setExclusion] = useState<ExclusionDuration>('6m');
  const [choice, setChoice] = useState<BreakChoice | null>(null);

  const done = (result: protection.Restriction) => {
    setChoice(null);
    toast.success(t('protection.breaks.done', { time: result.endsAt }));
    clearSession();
    clearApiCache();
    navigate(routePaths.home, { replace: true });
  };

  return (
    <Card title={t('protection.breaks.title')}>
      {restriction && (
        <Notice $tone="danger" style={{ marginBottom: 16 }}>
          {t(`protection.breaks.inForce.${restriction.kind}`, { time: restriction.endsAt })}
        </Notice>
      )}
      <Columns>
        <section aria-label={t('protection.breaks.timeOutTitle')}>
          <h3>{t('protection.breaks.timeOutTitle')}</h3>
          <Hint>{t('protection.breaks.timeOutHint')}</Hint>
          <ChoiceChips
            label={t('protection.breaks.durationLabel')}
            options={durationOptions(TIME_OUT_DURATIONS)}
            value={timeOut}
            onChange={setTimeOut}
          />
          <Button variant="danger" onClick={() => setChoice({ kind: 'timeout', duration: timeOut })}>
            {t('protection.breaks.takeTimeOut')}
          </Button>
        </section>
        <section aria-label={t('protection.breaks.excludeTitle')}>
          <h3>{t('protection.breaks.excludeTitle')}</h3>
          <Hint>{t('protection.breaks.excludeHint')}</Hint>
          <ChoiceChips
            label={t('protection.breaks.durationLabel')}
            options={durationOptions(EXCLUSION_DURATIONS)}
            value={exclusion}
            onChange={setExclusion}
          />
          <Button variant="danger" onClick={() => setChoice({ kind: 'self_exclusion', duration: exclusion })}>
            {t('protection.breaks.takeExclusion')}
          </Button>
        </section>
      </Columns>
      <BreakDialogs choice={choice} onClose={() => setChoice(null)} onDone={done} />
    </Card>
  );
}
