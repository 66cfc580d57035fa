import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import {
  failureText,
  LoginExpiredError,
  queryKeys,
  useEndpointQuery,
  useMoneyMutation,
} from '@site/shared/api';
import { promotions } from '@site/shared/contract';
import { useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { checkLogin, isLoggedInAtom, sessionStore } from '@site/shared/session';
import { Button, Card, EmptyState, Select, TextField, toast } from '@site/shared/ui';

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
/** The agent application: checked with the contract's rules here, stored by the server. */
export function AgentForm() {
  const loggedIn = useAtomValue(isLoggedInAtom, { store: sessionStore });
  const mine = useEndpointQuery(promotions.agentApplication, {}, { enabled: loggedIn });
  // Moves no money: a new application refreshes the member's latest one (the status card).
  const apply = useMoneyMutation(promotions.agentApply, {
    refreshBalance: false,
    invalidates: [queryKeys.endpoint(promotions.agentApplication)],
  });
  const { register, handleSubmit, clearErrors, setValue, watch, formState } = useZodForm(
    promotions.agentApplyRequest,
    { defaultValues: { contactName: '', phone: '', im: '', channel: 'social' as Channel, message: '' } },
  );
  const { errors } = formState;
  const field = (name: 'contactName' | 'phone' | 'im' | 'message') => ({
    error: errors[name]?.message,
    ...register(name, { onChange: () => clearErrors(name) }),
  });

  const onSubmit = handleSubmit(async (values) => {
    if (apply.pending) return;
    try {
      await apply.run(values);
      toast.success(t('promotions.agent.submitted'));
    } catch (failure) {
      if (!(failure instanceof LoginExpiredError)) toast.error(failureText(failure));
    }
  });

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
          <TextField label={t('promotions.agent.contactName')} {...field('contactName')} maxLength={20} />
          <TextField
            label={t('promotions.agent.phone')}
            {...field('phone')}
            inputMode="numeric"
            maxLength={11}
          />
          <TextField label={t('promotions.agent.im')} {...field('im')} maxLength={40} />
          <Select
            label={t('promotions.agent.channel')}
            value={watch('channel')}
            onChange={(e) => setValue('channel', e.target.value as Channel)}
            options={CHANNELS.map((c) => ({ value: c, label: t(`promotions.agent.channels.${c}`) }))}
          />
          <TextField label={t('promotions.agent.message')} {...field('message')} maxLength={300} />
          <div>
            <Button type="submit" variant="primary" size="lg" loading={apply.pending}>
              {t('promotions.agent.submit')}
            </Button>
          </div>
        </Form>
      </Card>
    </>
  );
}
