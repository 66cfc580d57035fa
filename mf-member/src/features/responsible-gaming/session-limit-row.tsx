import type { FormEvent } from 'react';
import { protection } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Button, TextField } from '@site/shared/ui';
import { Editor, Facts, LimitBox, LimitName } from './layout';
import { PendingChange } from './pending-change';
import { cancelLimitChange, confirmLimit, setSessionLimit } from './protection-api';
import { useLimitEditor } from './use-limit-editor';

const minutesText = (m: string | number) => t('protection.session.minutes', { minutes: m });

/** Whole minutes within the contract's 10-1440, else the page's rule text. */
function parseMinutes(text: string): number | string {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return t('protection.session.rule');
  const minutes = Number(trimmed);
  return protection.sessionMinutes.safeParse(minutes).success ? minutes : t('protection.session.rule');
}

export interface SessionLimitRowProps {
  limit: protection.SessionLimit;
  onResult: (result: protection.ChangeResult) => void;
}

/** The session time limit: minutes of play per login, with the same cooling-off as money limits. */
export function SessionLimitRow({ limit, onResult }: SessionLimitRowProps) {
  const editor = useLimitEditor(onResult);
  const ref = { kind: 'session' as const };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const minutes = parseMinutes(editor.text);
    if (typeof minutes === 'string') return editor.setError(minutes);
    void editor.run(() => setSessionLimit(minutes));
  };

  return (
    <LimitBox role="group" aria-label={t('protection.session.title')} data-testid="limit-session">
      <LimitName>{t('protection.session.current')}</LimitName>
      <Facts>
        <div>
          <dt>{t('protection.session.title')}</dt>
          <dd>{limit.minutes === null ? t('protection.limits.none') : minutesText(limit.minutes)}</dd>
        </div>
      </Facts>
      <Editor onSubmit={save} noValidate aria-label={t('protection.session.label')}>
        <TextField
          aria-label={t('protection.session.label')}
          placeholder={t('protection.session.placeholder')}
          inputMode="numeric"
          maxLength={4}
          value={editor.text}
          error={editor.error}
          onChange={(e) => editor.change(e.target.value)}
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
