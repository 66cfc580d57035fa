import { t } from '@site/shared/i18n';
import { AsyncView } from '../../components/async-view';
import { Intro } from '../../components/form-layout';
import { LimitsCard } from './limits-card';
import { RealityCheckCard } from './reality-check-card';
import { Sections } from './layout';
import { StatementCard } from './statement-card';
import { TakeBreakCard } from './take-break-card';
import { useOverview } from './use-overview';

/**
 * /mine/responsible (issue 29): limits with what is used and pending, the session limit, the
 * reality-check interval, time-out and self-exclusion, and the 12-month activity statement.
 */
export function ResponsibleGaming() {
  const { state, applyResult, setInterval } = useOverview();
  return (
    <Sections>
      <Intro>{t('protection.intro')}</Intro>
      <AsyncView state={state}>
        {(overview) => (
          <>
            <LimitsCard overview={overview} onResult={applyResult} />
            <RealityCheckCard minutes={overview.realityCheckMinutes} onChanged={setInterval} />
            <TakeBreakCard restriction={overview.restriction} />
          </>
        )}
      </AsyncView>
      <StatementCard />
    </Sections>
  );
}
