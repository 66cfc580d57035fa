import type { FormEvent } from 'react';
import { protection } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Button, TextField } from '@site/shared/ui';
import { yuan } from '../../components/money';
import { fieldErrors } from '../../lib/member-info';
import { Editor, Facts, LimitBox, LimitName } from './layout';
import { PendingChange } from './pending-change';
import { cancelLimitChange, confirmLimit, setMoneyLimit } from './protection-api';
import { useLimitEditor } from './use-limit-editor';

const money = (text: string) => t('protection.limits.yuanValue', { amount: yuan(text) });

/** The amount the player typed, checked by the contract's own rule (free text, yuan, 2 decimals). */
function checkAmount(view: protection.LimitView, text: string): string | undefined {
  const amount = text.trim();
  if (amount === '') return t('protection.limits.amountRequired');
  const parsed = protection.setLimit.request.safeParse({ kind: view.kind, period: view.period, amount });
  return parsed.success ? undefined : fieldErrors<'amount'>(parsed.error).amount;
}

export interface MoneyLimitRowProps {
  view: protection.LimitView;
  onResult: (result: protection.ChangeResult) => void;
}

/** One deposit, loss or wager limit for one window: what applies, what is used, and its editor. */
export function MoneyLimitRow({ view, onResult }: MoneyLimitRowProps) {
  const editor = useLimitEditor(onResult);
  const kind = t(`protection.limits.kinds.${view.kind}`);
  const period = t(`protection.limits.periods.${view.period}`);
  const ref = { kind: view.kind, period: view.period };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkAmount(view, editor.text);
    if (problem) return editor.setError(problem);
    void editor.run(() => setMoneyLimit(view.kind, view.period, editor.text.trim()));
  };

  return (
    <LimitBox aria-label={`${kind} ${period}`} role="group" data-testid={`limit-${view.kind}-${view.period}`}>
      <LimitName>{period}</LimitName>
      <Facts>
        <div>
          <dt>{t('protection.limits.current')}</dt>
          <dd>{view.amount === null ? t('protection.limits.none') : money(view.amount)}</dd>
        </div>
        <div>
          <dt>{t('protection.limits.used')}</dt>
          <dd>{money(view.used)}</dd>
        </div>
        <div>
          <dt>{t('protection.limits.left')}</dt>
          <dd>{view.left === null ? t('protection.limits.resetsNever') : money(view.left)}</dd>
        </div>
        <div>
          <dt>{t('protection.limits.resetsAt')}</dt>
          <dd>{view.resetsAt ?? t('protection.limits.resetsNever')}</dd>
        </div>
      </Facts>
      <Editor onSubmit={save} noValidate aria-label={t('protection.limits.amountLabel', { kind, period })}>
        <TextField
          aria-label={t('protection.limits.amountLabel', { kind, period })}
          placeholder={t('protection.limits.amountPlaceholder')}
          inputMode="decimal"
          maxLength={12}
          value={editor.text}
          error={editor.error}
          onChange={(e) => editor.change(e.target.value)}
        />
        <Button type="submit" loading={editor.busy}>
          {t('protection.limits.save')}
        </Button>
        {view.amount !== null && !view.pending && (
          <Button
            variant="secondary"
            disabled={editor.busy}
            onClick={() => void editor.run(() => setMoneyLimit(view.kind, view.period, null), false)}
          >
            {t('protection.limits.remove')}
          </Button>
        )}
      </Editor>
      {view.pending && (
        <PendingChange
          pending={view.pending}
          show={money}
          busy={editor.busy}
          onConfirm={() => void editor.run(() => confirmLimit(ref), false)}
          onCancel={() => void editor.run(() => cancelLimitChange(ref), false)}
        />
      )}
    </LimitBox>
  );
}
