import type { protection } from '@site/shared/contract';
import { useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { Button, TextField } from '@site/shared/ui';
import { moneyLimitForm } from '@site/shared/validation';
import { yuan } from '../../components/money';
import { Editor, Facts, LimitBox, LimitName } from './layout';
import { PendingChange } from './pending-change';
import { cancelLimitChange, confirmLimit, setMoneyLimit } from './protection-api';
import { useLimitEditor } from './use-limit-editor';

const money = (text: string) => t('protection.limits.yuanValue', { amount: yuan(text) });

export interface MoneyLimitRowProps {
  view: protection.LimitView;
  onResult: (result: protection.ChangeResult) => void;
}

/** One deposit, loss or wager limit for one window: what applies, what is used, and its editor. */
export function MoneyLimitRow({ view, onResult }: MoneyLimitRowProps) {
  const form = useZodForm(moneyLimitForm, { defaultValues: { amount: '' } });
  const { errors } = form.formState;
  const editor = useLimitEditor(onResult, {
    refused: (message) => form.setError('amount', { message }),
    clear: () => form.reset({ amount: '' }),
  });
  const kind = t(`protection.limits.kinds.${view.kind}`);
  const period = t(`protection.limits.periods.${view.period}`);
  const ref = { kind: view.kind, period: view.period };

  const save = form.handleSubmit(({ amount }) =>
    editor.run(() => setMoneyLimit(view.kind, view.period, amount)),
  );

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
      <Editor
        onSubmit={(event) => void save(event)}
        noValidate
        aria-label={t('protection.limits.amountLabel', { kind, period })}
      >
        <TextField
          aria-label={t('protection.limits.amountLabel', { kind, period })}
          placeholder={t('protection.limits.amountPlaceholder')}
          inputMode="decimal"
          maxLength={12}
          error={errors.amount?.message}
          {...form.register('amount', { onChange: () => form.clearErrors('amount') })}
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
