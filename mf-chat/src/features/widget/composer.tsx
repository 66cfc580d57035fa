import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { checkLogin } from '@site/shared/session';
import type { ChatClient } from '../../lib/chat-client';
import type { ChatState } from '../../lib/chat-state';

const EMOJI = [
  '😀',
  '😂',
  '🤣',
  '😍',
  '😎',
  '🤔',
  '😭',
  '😡',
  '👍',
  '👏',
  '🙏',
  '💪',
  '🔥',
  '🎉',
  '⚽',
  '🏀',
  '💰',
  '🧧',
  '❤️',
  '🍀',
];

const Form = styled.form`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 36px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  font-size: 16px;
`;
const Btn = styled.button<{ $primary?: boolean }>`
  flex: none;
  min-width: 44px;
  height: 36px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $primary }) => ($primary ? theme.colors.primaryText : theme.colors.text)};
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
const EmojiGrid = styled.div`
  position: absolute;
  bottom: 100%;
  left: ${({ theme }) => theme.spacing.sm};
  display: grid;
  grid-template-columns: repeat(5, 36px);
  gap: ${({ theme }) => theme.spacing.xxs};
  padding: ${({ theme }) => theme.spacing.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;
const EmojiBtn = styled.button`
  height: 36px;
  border: 0;
  background: none;
  font-size: 20px;
  cursor: pointer;
`;

/** Seconds left until `until` (ms epoch), ticking once a second while above zero. */
function useCountdown(until: number | null): number {
  const left = () => (until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (!until) return undefined;
    const timer = setInterval(() => {
      const s = left();
      setSeconds(s);
      if (s === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads `until` only
  }, [until]);
  return seconds;
}

/** The input, emoji and send button; a guest sees a log-in button instead. */
export function Composer({ client, state }: { client: ChatClient; state: ChatState }) {
  const [text, setText] = useState('');
  const [emoji, setEmoji] = useState(false);
  const wait = useCountdown(state.waitUntil);
  const muted = state.mutedUntil !== null && state.mutedUntil > Date.now();
  const guestBlocked = !state.me || (state.me.guest && !state.room?.guestsMaySpeak);

  if (guestBlocked) {
    return (
      <Form onSubmit={(e) => e.preventDefault()}>
        <Input aria-label={t('chat.placeholderGuest')} placeholder={t('chat.placeholderGuest')} disabled />
        <Btn type="button" $primary onClick={() => checkLogin({ prompt: true })}>
          {t('chat.loginToSpeak')}
        </Btn>
      </Form>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (client.send(text) === 'sent') {
      setText('');
      setEmoji(false);
    }
  };
  return (
    <Form onSubmit={submit}>
      {emoji ? (
        <EmojiGrid role="listbox" aria-label={t('chat.emoji')}>
          {EMOJI.map((e) => (
            <EmojiBtn
              key={e}
              type="button"
              role="option"
              aria-selected={false}
              onClick={() => setText((v) => v + e)}
            >
              {e}
            </EmojiBtn>
          ))}
        </EmojiGrid>
      ) : null}
      <Btn
        type="button"
        aria-label={t('chat.emoji')}
        aria-expanded={emoji}
        onClick={() => setEmoji((v) => !v)}
      >
        😀
      </Btn>
      <Input
        aria-label={t('chat.placeholder')}
        placeholder={muted ? t('chat.placeholderMuted') : t('chat.placeholder')}
        value={text}
        maxLength={200}
        disabled={muted}
        onChange={(e) => setText(e.target.value)}
      />
      <Btn type="submit" $primary disabled={muted || wait > 0 || text.trim() === ''}>
        {wait > 0 ? t('chat.sendWait', { seconds: wait }) : t('chat.send')}
      </Btn>
    </Form>
  );
}
