import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import type { ChatClient } from '../../lib/chat-client';
import type { ChatState } from '../../lib/chat-state';

const Bar = styled.form`
  display: flex;
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

const statusText = (s: string) =>
  s === 'won'
    ? t('chat.predictionWon')
    : s === 'lost'
      ? t('chat.predictionLost')
      : t('chat.predictionPending');

/** In a match room a member predicts the final score once (10018); afterwards it shows their pick. */
export function PredictionForm({ client, state }: { client: ChatClient; state: ChatState }) {
  const [home, setHome] = useState('1');
  const [away, setAway] = useState('0');
  if (!state.room?.gameId || !state.me || state.me.guest) return null;
  if (state.myPrediction) {
    const p = state.myPrediction;
    return (
      <Bar as="div">
        {t('chat.myPrediction', { home: p.home, away: p.away, status: statusText(p.status) })}
      </Bar>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const h = Number(home);
    const a = Number(away);
    if (Number.isInteger(h) && Number.isInteger(a) && h >= 0 && a >= 0 && h < 100 && a < 100)
      client.predict(h, a);
  };
  return (
    <Bar onSubmit={submit} aria-label={t('chat.predict')}>
      <span>{t('chat.predict')}</span>
      <Num
        aria-label={t('chat.predictHome')}
        inputMode="numeric"
        value={home}
        onChange={(e) => setHome(e.target.value.replace(/\D/g, '').slice(0, 2))}
      />
      <span>:</span>
      <Num
        aria-label={t('chat.predictAway')}
        inputMode="numeric"
        value={away}
        onChange={(e) => setAway(e.target.value.replace(/\D/g, '').slice(0, 2))}
      />
      <Go type="submit">{t('chat.predictSubmit')}</Go>
    </Bar>
  );
}
