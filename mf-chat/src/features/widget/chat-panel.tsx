import styled from 'styled-components';
import { getLocale, t } from '@site/shared/i18n';
import type { chat } from '@site/shared/contract';
import { CloseIcon, ErrorState } from '@site/shared/ui';
import type { ChatClient } from '../../lib/chat-client';
import type { ChatState } from '../../lib/chat-state';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { PredictionForm } from './prediction-form';

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  background: ${({ theme }) => theme.colors.headerBg};
  color: ${({ theme }) => theme.colors.headerText};
`;
const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
const Meta = styled.span`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  opacity: 0.8;
`;
const Dot = styled.span<{ $link: ChatState['link'] }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $link }) => ($link === 'open' ? theme.colors.success : $link === 'connecting' ? theme.colors.warning : theme.colors.danger)};
`;
const Close = styled.button`
  border: 0;
  background: none;
  color: inherit;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
`;
const Rooms = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
const RoomTab = styled.button<{ $active: boolean }>`
  flex: none;
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.primaryText : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;
`;
const NoticeBar = styled.div<{ $kind: string }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-left: 3px solid
    ${({ theme, $kind }) => ($kind === 'info' ? theme.colors.info : $kind === 'muted' || $kind === 'error' ? theme.colors.danger : theme.colors.warning)};
  span {
    flex: 1;
  }
  button {
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
`;
const Hint = styled.div`
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.md}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
`;

function roomHint(state: ChatState): string | null {
  const room = state.room;
  if (!room) return null;
  if (state.me?.guest && !room.guestsMaySpeak) return t('chat.guestNotice');
  if (room.status === 'closed') return t('chat.closedHint');
  if (room.vipLevel > 0) return t('chat.vipLevelHint', { level: room.vipLevel });
  if (room.slowModeSeconds > 0) return t('chat.slowModeHint', { seconds: room.slowModeSeconds });
  return null;
}

/** The open chat: header with the link state, room list, notices, messages, prediction, composer. */
export function ChatPanel({
  client,
  state,
  onMinimise,
}: {
  client: ChatClient;
  state: ChatState;
  onMinimise?: (() => void) | undefined;
}) {
  const link =
    state.link === 'open'
      ? t('chat.linkOpen')
      : state.link === 'connecting'
        ? t('chat.linkConnecting')
        : t('chat.linkDown');
  const hint = roomHint(state);
  const lostRoom = !state.roomId && !state.joining;
  return (
    <>
      <Head>
        <Title>{state.room ? roomName(state.room) : t('chat.title')}</Title>
        <Dot $link={state.link} title={link} aria-label={link} role="status" />
        <Meta>{state.room ? t('chat.online', { count: state.room.online }) : link}</Meta>
        {onMinimise ? (
          <Close type="button" aria-label={t('chat.minimise')} onClick={onMinimise}>
            <CloseIcon />
          </Close>
        ) : null}
      </Head>
      <Rooms aria-label={t('chat.rooms')}>
        {state.rooms.map((r) => (
          <RoomTab
            key={r.rid}
            type="button"
            $active={r.rid === state.roomId}
            aria-pressed={r.rid === state.roomId}
            onClick={() => client.join(r.rid)}
          >
            {roomName(r)}
          </RoomTab>
        ))}
      </Rooms>
      {state.notice ? (
        <NoticeBar $kind={state.notice.kind} role="alert" data-testid="chat-notice">
          <span>{state.notice.text}</span>
          <button type="button" onClick={() => client.dismissNotice()}>
            {t('chat.dismiss')}
          </button>
        </NoticeBar>
      ) : null}
      {hint ? <Hint>{hint}</Hint> : null}
      {lostRoom ? (
        <ErrorState
          title={t('chat.joinFailed')}
          onRetry={() => client.join(state.rooms[0]?.rid ?? 'lobby')}
        />
      ) : (
        <>
          <PredictionForm client={client} state={state} />
          <MessageList client={client} state={state} />
          <Composer client={client} state={state} />
        </>
      )}
    </>
  );
}

/** A room's name in the page's script: the server sends the Traditional one beside it. */
function roomName(room: chat.ChatRoom): string {
  return getLocale() === 'zh-TW' ? (room.nameTw ?? room.name) : room.name;
}
