import { memo } from 'react';
import styled from 'styled-components';
import type { ChatMessage } from '@site/shared/contract';
import { maskUsername } from '@site/shared/format';
import { t } from '@site/shared/i18n';

const Row = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.spacing.xxs};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
`;
const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Badge = styled.span<{ $tone: 'vip' | 'guest' }>`
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.625rem;
  line-height: 1.5;
  color: ${({ theme, $tone }) => ($tone === 'vip' ? theme.colors.primaryText : theme.colors.textSecondary)};
  background: ${({ theme, $tone }) => ($tone === 'vip' ? theme.colors.warning : theme.colors.surfaceAlt)};
`;
/** 举报: a small text button on other players' messages, a 32 px touch target without hover. */
const ReportBtn = styled.button`
  min-height: 32px;
  margin: -8px 0;
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    cursor: default;
  }
`;
const Bubble = styled.div<{ $mine: boolean }>`
  max-width: 80%;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.surfaceAlt)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.primaryText : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Card = styled.div<{ $tone: 'score' | 'prediction' | 'gift' }>`
  align-self: stretch;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 3px solid
    ${({ theme, $tone }) => ($tone === 'score' ? theme.colors.info : $tone === 'gift' ? theme.colors.warning : theme.colors.success)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const CardLabel = styled.strong`
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Score = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

/**
 * A member's name as other players see it: masked by the site's username rule (pl***8),
 * like leaderboards and game pages show it. A guest's name (游客12) is no account's.
 */
export function shownName(m: ChatMessage): string {
  return m.guest ? m.name : maskUsername(m.name);
}

function cardLabel(m: ChatMessage): string {
  if (m.kind === 'score') return m.extra?.final === true ? t('chat.finalCard') : t('chat.scoreCard');
  if (m.kind === 'gift') return t('chat.giftCard');
  const status = String(m.extra?.status ?? 'pending');
  return `${t('chat.predictionCard')} · ${status === 'won' ? t('chat.predictionWon') : status === 'lost' ? t('chat.predictionLost') : t('chat.predictionPending')}`;
}

/**
 * The words of a prediction or gift card, from its data in the page's language: the member's
 * name masked, otherwise as written. A card without the data (an older server) shows the server's text.
 */
function cardText(m: ChatMessage): string {
  const x = m.extra;
  if (m.kind === 'gift' && x && x.gift !== undefined)
    return t('chat.giftText', { name: shownName(m), gift: String(x.gift), count: String(x.count ?? 1) });
  if (m.kind === 'prediction' && x && x.home !== undefined && x.away !== undefined) {
    const params = { name: shownName(m), home: String(x.home), away: String(x.away) };
    if (x.status === 'won') return t('chat.predictionWonText', params);
    if (x.status === 'lost') return t('chat.predictionLostText', params);
    return t('chat.predictionMadeText', params);
  }
  return m.msg;
}

/**
 * One message. Text is rendered as a React text node, so anything that looks like HTML
 * shows as the characters it is (never parsed). Score, prediction and gift are cards.
 */
export const MessageItem = memo(function MessageItem({
  message,
  mine,
  reported = false,
  onReport,
}: {
  message: ChatMessage;
  mine: boolean;
  /** This member already reported it: the action says 已举报. */
  reported?: boolean;
  /** Given for other players' texts when the reader is a member: the 举报 action. */
  onReport?: ((message: ChatMessage) => void) | undefined;
}) {
  if (message.kind !== 'text' && message.kind !== 'system') {
    const tone = message.kind === 'score' ? 'score' : message.kind === 'gift' ? 'gift' : 'prediction';
    return (
      <Row $mine={false} data-kind={message.kind}>
        <Card $tone={tone}>
          <CardLabel>{cardLabel(message)}</CardLabel>
          {message.kind === 'score' ? (
            <span>
              {String(message.extra?.homeName ?? '')}{' '}
              <Score>{`${String(message.extra?.home)}:${String(message.extra?.away)}`}</Score>{' '}
              {String(message.extra?.awayName ?? '')}
            </span>
          ) : (
            <span>{cardText(message)}</span>
          )}
        </Card>
      </Row>
    );
  }
  return (
    <Row $mine={mine} data-kind="text">
      <Who>
        {message.guest ? <Badge $tone="guest">{t('chat.guestBadge')}</Badge> : null}
        {message.vipGrade > 0 ? (
          <Badge $tone="vip">{t('chat.vipBadge', { grade: message.vipGrade })}</Badge>
        ) : null}
        <span>{shownName(message)}</span>
        {onReport && !mine ? (
          <ReportBtn
            type="button"
            disabled={reported}
            aria-label={reported ? t('chat.reported') : t('chat.reportLabel', { name: shownName(message) })}
            onClick={() => onReport(message)}
          >
            {reported ? t('chat.reported') : t('chat.report')}
          </ReportBtn>
        ) : null}
      </Who>
      <Bubble $mine={mine} data-testid="chat-text">
        {message.msg}
      </Bubble>
    </Row>
  );
});
