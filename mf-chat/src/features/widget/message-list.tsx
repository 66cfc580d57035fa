import { useLayoutEffect, useRef, type UIEvent } from 'react';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { EmptyState, SkeletonText } from '@site/shared/ui';
import type { ChatClient } from '../../lib/chat-client';
import type { ChatState } from '../../lib/chat-state';
import { MessageItem } from './message-item';

const Scroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.bg};
`;
const List = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xs} 0;
  list-style: none;
`;
const Older = styled.button`
  display: block;
  margin: ${({ theme }) => theme.spacing.xs} auto;
  text-align: center;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;
`;
const Pad = styled.div`
  padding: ${({ theme }) => theme.spacing.md};
`;

/**
 * The room's messages, oldest at the top. New messages keep the view at the bottom when
 * it was there; older pages added on top keep the reader's place (scroll-up history).
 */
export function MessageList({ client, state }: { client: ChatClient; state: ChatState }) {
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef({ first: 0, height: 0, atBottom: true });
  const firstId = state.messages[0]?.id ?? 0;

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const before = last.current;
    if (firstId !== before.first && before.first !== 0 && firstId < before.first)
      el.scrollTop += el.scrollHeight - before.height;
    else if (before.atBottom) el.scrollTop = el.scrollHeight;
    last.current = { first: firstId, height: el.scrollHeight, atBottom: last.current.atBottom };
  }, [state.messages, firstId]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    last.current.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    if (el.scrollTop < 24 && state.hasMore && !state.loadingHistory) client.loadOlder();
  };

  if (state.joining || (!state.room && state.link !== 'open')) {
    return (
      <Pad aria-busy="true">
        <SkeletonText lines={6} />
      </Pad>
    );
  }
  const myId = state.me?.userId ?? null;
  return (
    <Scroller ref={ref} onScroll={onScroll} data-testid="chat-messages" role="log" aria-live="polite">
      {state.hasMore ? (
        <Older type="button" onClick={() => client.loadOlder()} disabled={state.loadingHistory}>
          {state.loadingHistory ? t('chat.loadingOlder') : t('chat.loadOlder')}
        </Older>
      ) : state.messages.length > 0 ? (
        <Older as="p">{t('chat.noOlder')}</Older>
      ) : null}
      {state.messages.length === 0 ? (
        <EmptyState compact title={t('chat.noMessages')} />
      ) : (
        <List>
          {state.messages.map((m) => (
            <MessageItem key={m.id} message={m} mine={myId !== null && m.userId === myId} />
          ))}
        </List>
      )}
    </Scroller>
  );
}
