import { useState } from 'react';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { Select, TextField } from '@site/shared/ui';
import { boCall } from '../../api';
import { ReasonDialog } from '../../components/reason-dialog';
import { bt } from '../../messages';

type Kind = 'login' | 'play' | 'withdraw';
const KINDS: readonly Kind[] = ['login', 'play', 'withdraw'];

/** A `datetime-local` value (the operator's clock) as an ISO time with offset, or null when unreadable. */
function isoOf(local: string): string | null {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** 冻结: login, play or withdrawals separately, until a time or for good, with a reason. */
export function FreezeDialog({
  memberId,
  memberName,
  onClose,
  onDone,
}: {
  memberId: number;
  memberName: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const [kind, setKind] = useState<Kind>('withdraw');
  const [until, setUntil] = useState('');
  const [untilError, setUntilError] = useState(false);
  return (
    <ReasonDialog
      title={bt('freeze.title', { name: memberName })}
      confirmText={bt('players.freeze')}
      danger
      beforeSubmit={() => {
        const bad = until !== '' && (isoOf(until) === null || new Date(until).getTime() <= Date.now());
        setUntilError(bad);
        return !bad;
      }}
      onSubmit={async (reason) => {
        const iso = until ? isoOf(until) : null;
        const restriction = await boCall(bo.freezePlayer, {
          memberId,
          kind,
          reason,
          ...(iso ? { until: iso } : {}),
        });
        return bt('freeze.done', { kind: bt(`restriction.${restriction.kind}`) });
      }}
      onClose={onClose}
      onDone={onDone}
    >
      <Select
        label={bt('freeze.kind')}
        value={kind}
        onChange={(e) => setKind(e.target.value as Kind)}
        options={KINDS.map((k) => ({ value: k, label: bt(`freeze.${k}`) }))}
      />
      <TextField
        label={bt('freeze.until')}
        type="datetime-local"
        value={until}
        onChange={(e) => setUntil(e.target.value)}
        error={untilError ? bt('freeze.untilInvalid') : undefined}
      />
    </ReasonDialog>
  );
}
