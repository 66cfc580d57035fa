import { useEffect } from 'react';
import styled from 'styled-components';
import { bus } from '@site/shared/events';
import { t } from '@site/shared/i18n';
import { chatLauncherStyle } from '@site/shared/ui';
import type { ChatClient } from '../../lib/chat-client';
import { ChatPanel } from './chat-panel';
import { useChatState } from './use-chat-state';

const Launcher = styled.button<{ $docked: boolean }>`
  ${chatLauncherStyle}
  /* On a game page a round button at the bottom right sat on the game's own buttons (spin,
     bet): there it is a narrow tab on the right edge, at mid height, half as wide. */
  ${({ $docked }) =>
    $docked
      ? `top: 40%; bottom: auto; right: 0; width: 28px; height: 64px; border-radius: 10px 0 0 10px;
         writing-mode: vertical-rl; letter-spacing: 2px; font-size: 12px; opacity: 0.85;
         & > span { right: auto; left: -10px; writing-mode: horizontal-tb; }`
      : ''}
`;
const Unread = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 12px;
  line-height: 20px;
`;
const Panel = styled.section<{ $inline: boolean }>`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  ${({ $inline, theme }) =>
    $inline
      ? `width: 100%; height: 100%; min-height: 360px; border: 1px solid ${theme.colors.border}; border-radius: ${theme.radii.md};`
      : `position: fixed; right: 16px; bottom: 16px; z-index: ${theme.zIndices.dialog - 1}; width: 360px; height: min(560px, calc(100vh - 96px));
         border-radius: ${theme.radii.lg}; box-shadow: ${theme.shadows.lg};
         @media (max-width: 480px) { right: 0; bottom: 0; width: 100%; height: 72vh; border-radius: ${theme.radii.lg} ${theme.radii.lg} 0 0; }`}
`;

export interface ChatWidgetProps {
  client: ChatClient;
  /** floating: launcher + panel over the page (host); inline: fills its element (a game page's side). */
  placement: 'floating' | 'inline';
  /** The room to open first (a match room from the sports board). */
  initialRoom?: string | undefined;
  /** A game page's chat: the launcher is a small tab at the screen's edge, off the game's buttons. */
  docked?: boolean;
}

/** The chat widget: a launcher with the unread count when minimised, the panel when open. */
export function ChatWidget({ client, placement, initialRoom, docked = false }: ChatWidgetProps) {
  const state = useChatState(client);
  const inline = placement === 'inline';

  useEffect(() => {
    if (inline) client.setOpen(true);
    if (!client.state.roomId) client.join(initialRoom ?? 'lobby');
    else if (initialRoom) client.join(initialRoom);
  }, [client, inline, initialRoom]);

  useEffect(() => {
    if (inline) return undefined;
    const sub = bus.on('open_chat', ({ rid }) => {
      client.setOpen(true);
      client.join(rid);
    });
    return () => sub.unsubscribe();
  }, [client, inline]);

  if (!state.open && !inline) {
    return (
      <Launcher
        type="button"
        data-testid="chat-launcher"
        $docked={docked}
        aria-label={state.unread > 0 ? t('chat.launcherUnread', { count: state.unread }) : t('chat.launcher')}
        onClick={() => client.setOpen(true)}
      >
        {t('chat.launcher')}
        {state.unread > 0 ? <Unread>{state.unread > 99 ? '99+' : state.unread}</Unread> : null}
      </Launcher>
    );
  }
  return (
    <Panel $inline={inline} aria-label={t('chat.title')} data-testid="chat-panel">
      <ChatPanel
        client={client}
        state={state}
        onMinimise={inline ? undefined : () => client.setOpen(false)}
      />
    </Panel>
  );
}
