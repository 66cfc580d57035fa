import styled from 'styled-components';
import { submitOnce, useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { predictionForm } from '@site/shared/validation';
import type { ChatClient } from '../../lib/chat-client';
import type { ChatState } from '../../lib/chat-state';

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
const Num = styled.input`
  width: 44px;
  height: 28px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  font-size: 16px;
`;
const Go = styled.button`
  margin-left: auto;
  height: 28px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  cursor: pointer;
`;

const Problem = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const statusText = (s: string) =>
  s === 'won'
    ? t('chat.predictionWon')
    : s === 'lost'
      ? t('chat.predictionLost')
      : t('chat.predictionPending');

/** In a match room a member predicts the final score once (10018); afterwards it shows their pick. */
export function PredictionForm({ client, state }: { client: ChatClient; state: ChatState }) {
  const { handleSubmit, setValue, clearErrors, watch, formState } = useZodForm(predictionForm, {
    defaultValues: { home: '1', away: '0' },
  });
  if (!state.room?.gameId || !state.me || state.me.guest) return null;
  if (state.myPrediction) {
    const p = state.myPrediction;
    return (
      <Bar as="div">
        {t('chat.myPrediction', { home: p.home, away: p.away, status: statusText(p.status) })}
      </Bar>
    );
  }
  const { errors } = formState;
  const submit = handleSubmit(({ home, away }) => client.predict(home, away));
  const box = (name: 'home' | 'away', label: string) => (
    <Num
      aria-label={label}
      inputMode="numeric"
      aria-invalid={errors[name] ? true : undefined}
      value={watch(name)}
      onChange={(e) => {
        setValue(name, e.target.value.replace(/\D/g, '').slice(0, 2));
        clearErrors(name);
      }}
    />
  );
  const problem = errors.home?.message ?? errors.away?.message;
  return (
    <Bar onSubmit={submitOnce(submit, formState.isSubmitting)} noValidate aria-label={t('chat.predict')}>
      <span>{t('chat.predict')}</span>
      {box('home', t('chat.predictHome'))}
      <span>:</span>
      {box('away', t('chat.predictAway'))}
      <Go type="submit">{t('chat.predictSubmit')}</Go>
      {problem && <Problem role="alert">{problem}</Problem>}
    </Bar>
  );
}
