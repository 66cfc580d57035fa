import type { protection } from '@site/shared/contract';
import { useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { Button, TextField } from '@site/shared/ui';
import { sessionLimitForm } from '@site/shared/validation';
import { Editor, Facts, LimitBox, LimitName } from './layout';
import { PendingChange } from './pending-change';
import { cancelLimitChange, confirmLimit, setSessionLimit } from './protection-api';
import { useLimitEditor } from './use-limit-editor';

const minutesText = (m: string | number) => t('protection.session.minutes', { minutes: m });

export interface SessionLimitRowProps {
  limit: protection.SessionLimit;
  onResult: (result: protection.ChangeResult) => void;
}

/** The session time limit: minutes of play per login, with the same cooling-off as money limits. */
export function SessionLimitRow({ limit, onResult }: SessionLimitRowProps) {
  const form = useZodForm(sessionLimitForm, { defaultValues: { minutes: '' } });
  const { errors } = form.formState;
  const editor = useLimitEditor(onResult, {
    refused: (message) => form.setError('minutes', { message }),
    clear: () => form.reset({ minutes: '' }),
  });
  const ref = { kind: 'session' as const };

  const save = form.handleSubmit(({ minutes }) => editor.run(() => setSessionLimit(minutes)));

  return (
    <LimitBox role="group" aria-label={t('protection.session.title')} data-testid="limit-session">
      <LimitName>{t('protection.session.current')}</LimitName>
      <Facts>
        <div>
          <dt>{t('protection.session.title')}</dt>
          <dd>{limit.minutes === null ? t('protection.limits.none') : minutesText(limit.minutes)}</dd>
        </div>
      </Facts>
      <Editor onSubmit={(event) => void save(event)} noValidate aria-label={t('protection.session.label')}>
        <TextField
          aria-label={t('protection.session.label')}
          placeholder={t('protection.session.placeholder')}
          inputMode="numeric"
          maxLength={4}
          error={errors.minutes?.message}
          {...form.register('minutes', { onChange: () => form.clearErrors('minutes') })}
        />
        <Button type="submit" loading={editor.busy}>
          {t('protection.limits.save')}
        </Button>
        {limit.minutes !== null && !limit.pending && (
          <Button
            variant="secondary"
            disabled={editor.busy}
            onClick={() => void editor.run(() => setSessionLimit(null), false)}
          >
            {t('protection.limits.remove')}
          </Button>
        )}
      </Editor>
      {limit.pending && (
        <PendingChange
          pending={limit.pending}
          show={minutesText}
          busy={editor.busy}
          onConfirm={() => void editor.run(() => confirmLimit(ref), false)}
          onCancel={() => void editor.run(() => cancelLimitChange(ref), false)}
        />
      )}
    </LimitBox>
  );
}
