import { useState } from 'react';
import type { protection } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Card, toast } from '@site/shared/ui';
import { errorText } from '../../lib/member-info';
import { ChoiceChips } from './choice-chips';
import { Hint } from './layout';
import { setRealityCheck } from './protection-api';

type Interval = protection.RealityCheckInterval;
const INTERVALS: readonly Interval[] = [0, 15, 30, 60];

export interface RealityCheckCardProps {
  minutes: Interval;
  onChanged: (minutes: Interval) => void;
}

/** The reality-check interval (RTS 13): off, 15, 30 or 60 minutes; the host's dialog does the rest. */
export function RealityCheckCard({ minutes, onChanged }: RealityCheckCardProps) {
  const [busy, setBusy] = useState(false);
  const pick = async (next: Interval) => {
    if (busy || next === minutes) return;
    setBusy(true);
    try {
      const answer = await setRealityCheck(next);
      onChanged(answer.intervalMinutes);
      toast.success(t('protection.reality.saved'));
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('protection.reality.title')}>
      <Hint>{t('protection.reality.hint')}</Hint>
      <ChoiceChips
        label={t('protection.reality.label')}
        options={INTERVALS.map((m) => ({
          value: m,
          label: m === 0 ? t('protection.reality.off') : t('protection.reality.every', { minutes: m }),
        }))}
        value={minutes}
        disabled={busy}
        onChange={(m) => void pick(m)}
      />
    </Card>
  );
}
