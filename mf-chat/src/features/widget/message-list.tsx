import { useCallback, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import type { ChatMessage } from '@site/shared/contract';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { EmptyState, SkeletonText } from '@site/shared/ui';
import type { ChatClient } from '../../lib/chat-client';
import type { ChatState } from '../../lib/chat-state';
import { MessageItem, shownName } from './message-item';
import { ReportDialog } from './report-dialog';

const Scroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.bg};
`;
const List = styled.ul`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
`;
/** One positioned slot of the virtual list; its height is measured, messages differ in length. */
const Slot = styled.li`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
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
/** A phone screen: the window of rows for a scroller that has no layout (jsdom, or not shown yet). */
const NO_LAYOUT = { width: 390, height: 640 };
/** A one-line message with its name line, in px: the first guess before a row is measured. */
const ROW_ESTIMATE = 52;

const Pad = styled.div`
  padding: ${({ theme }) => theme.spacing.md};
`;

/**
 * The room's messages, oldest at the top, virtualised (@tanstack/react-virtual): a busy
 * room keeps hundreds of messages, but only the ones in view (plus a margin) are in the
 * DOM, so a burst of messages costs the same to render however long the room's list is.
 * New messages keep the view at the bottom when it was there; older pages added on top
 * keep the reader's place (scroll-up history).
 */
export function MessageList({ client, state }: { client: ChatClient; state: ChatState }) {
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef({ first: 0, height: 0, atBottom: true });
  const messages = state.messages;
  const [reporting, setReporting] = useState<ChatMessage | null>(null);
  const onReport = useCallback((m: ChatMessage) => setReporting(m), []);
  const firstId = messages[0]?.id ?? 0;
  const rows = useVirtualizer({
    count: messages.length,
    getScrollElement: () => ref.current,
    estimateSize: () => ROW_ESTIMATE,
    // A row with no layout yet (jsdom, a hidden panel) counts as an average row, not as 0 px.
    measureElement: (el, entry, instance) => measureElement(el, entry, instance) || ROW_ESTIMATE,
    overscan: 8,
    getItemKey: (index) => messages[index]?.id ?? index,
    initialRect: NO_LAYOUT,
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : NO_LAYOUT)),
  });

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const before = last.current;
    if (firstId !== before.first && before.first !== 0 && firstId < before.first)
      el.scrollTop += el.scrollHeight - before.height;
    else if (before.atBottom && messages.length > 0)
      rows.scrollToIndex(messages.length - 1, { align: 'end' });
    last.current = { first: firstId, height: el.scrollHeight, atBottom: last.current.atBottom };
  }, [messages, firstId, rows]);

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
  // Members report other players' texts; a guest has no account to report with.
  const mayReport = state.me !== null && !state.me.guest;
  return (
    <>
      <Scroller ref={ref} onScroll={onScroll} data-testid="chat-messages" role="log" aria-live="polite">
        {state.hasMore ? (
          <Older type="button" onClick={() => client.loadOlder()} disabled={state.loadingHistory}>
            {state.loadingHistory ? t('chat.loadingOlder') : t('chat.loadOlder')}
          </Older>
        ) : messages.length > 0 ? (
          <Older as="p">{t('chat.noOlder')}</Older>
        ) : null}
        {messages.length === 0 ? (
          <EmptyState compact title={t('chat.noMessages')} />
        ) : (
          <List style={{ height: rows.getTotalSize() }}>
            {rows.getVirtualItems().map((item) => {
              const m = messages[item.index];
              if (!m) return null;
              return (
                <Slot
                  key={item.key}
                  data-index={item.index}
                  ref={rows.measureElement}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <MessageItem
                    message={m}
                    mine={myId !== null && m.userId === myId}
                    reported={state.reported.includes(m.id)}
                    onReport={mayReport ? onReport : undefined}
                  />
                </Slot>
              );
            })}
          </List>
        )}
      </Scroller>
      {reporting ? (
        <ReportDialog
          client={client}
          target={{ message: reporting, shownName: shownName(reporting) }}
          onClose={() => setReporting(null)}
        />
      ) : null}
    </>
  );
}
