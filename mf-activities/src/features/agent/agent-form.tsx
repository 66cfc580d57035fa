import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useEndpoint } from '@site/shared/api';
import { promotions } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { checkLogin, isLoggedInAtom, sessionStore } from '@site/shared/session';
import { Button, Card, EmptyState, Select, TextField, toast } from '@site/shared/ui';
import { useMemberAction } from '../../lib/use-member-action';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px 16px;
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
  }
  > :last-child {
    grid-column: 1 / -1;
  }
`;
const Status = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textSecondary};
  strong {
    color: ${(p) => p.theme.colors.primary};
  }
`;

const Reason = styled.p`
  margin: 8px 0 0;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

type Channel = 'social' | 'website' | 'offline' | 'other';
const CHANNELS: Channel[] = ['social', 'website', 'offline', 'other'];
type Errors = Partial<Record<'contactName' | 'phone' | 'im' | 'channel' | 'message', string>>;

/** The agent application: checked with the contract's rules here, stored by the server. */
export function AgentForm() {
  const loggedIn = useAtomValue(isLoggedInAtom, { store: sessionStore });
  const mine = useEndpoint(promotions.agentApplication, {}, { enabled: loggedIn });
  const submit = useMemberAction(promotions.agentApply);
  const [form, setForm] = useState({
    contactName: '',
    phone: '',
    im: '',
    channel: 'social' as Channel,
    message: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = promotions.agentApplyRequest.safeParse(form);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    const done = await submit.run(form);
    if (done) {
      toast.success(t('promotions.agent.submitted'));
      mine.reload();
    }
  };

  if (!loggedIn)
    return (
      <Card title={t('promotions.agent.form')}>
        <EmptyState
          compact
          title={t('promotions.agent.loginHint')}
          action={
            <Button variant="primary" onClick={() => checkLogin({ prompt: true })}>
              {t('promotions.agent.login')}
            </Button>
          }
        />
      </Card>
    );
  const app = mine.data;
  const status = app ? (
    <Card title={t('promotions.agent.statusTitle')}>
      <Status data-testid="agent-status">
        <strong>{t(`promotions.agent.statuses.${app.status}`)}</strong> ·{' '}
        {t('promotions.agent.submittedAt', { time: app.createTime })}
        {app.reviewTime && <> · {t('promotions.agent.reviewedAt', { time: app.reviewTime })}</>}
      </Status>
      {app.status === 'rejected' && app.reason && (
        <Reason data-testid="agent-reason">
          {t('promotions.agent.rejectReason', { reason: app.reason })}
          <br />
          {t('promotions.agent.applyAgain')}
        </Reason>
      )}
    </Card>
  ) : null;
  // A decided-against applicant reads why, then may apply again below.
  if (app && app.status !== 'rejected') return status;
  return (
    <>
      {status}
      <Card title={t('promotions.agent.form')}>
        <Form onSubmit={(e) => void onSubmit(e)} noValidate>
          <TextField
            label={t('promotions.agent.contactName')}
            value={form.contactName}
            onChange={set('contactName')}
            error={errors.contactName}
            maxLength={20}
          />
          <TextField
            label={t('promotions.agent.phone')}
            value={form.phone}
            onChange={set('phone')}
            error={errors.phone}
            inputMode="numeric"
            maxLength={11}
          />
          <TextField
            label={t('promotions.agent.im')}
            value={form.im}
            onChange={set('im')}
            error={errors.im}
            maxLength={40}
          />
          <Select
            label={t('promotions.agent.channel')}
            value={form.channel}
            onChange={set('channel')}
            options={CHANNELS.map((c) => ({ value: c, label: t(`promotions.agent.channels.${c}`) }))}
          />
          <TextField
            label={t('promotions.agent.message')}
            value={form.message}
            onChange={set('message')}
            error={errors.message}
            maxLength={300}
          />
          <div>
            <Button type="submit" variant="primary" size="lg" loading={submit.busy}>
              {t('promotions.agent.submit')}
            </Button>
          </div>
        </Form>
      </Card>
    </>
  );
}
