import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { request } from '@site/shared/api';
import { bus } from '@site/shared/events';
import { avatarImageUrl, member } from '@site/shared/contract-core';
import { formatMoney } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import {
  balanceAtom,
  brandAtom,
  clearSession,
  feedbackUnreadAtom,
  unreadTotalAtom,
  userInfoAtom,
} from '@site/shared/session';
import { AvatarArt, Badge, Button, RefreshIcon } from '@site/shared/ui';

import { refreshBalance } from '../session/member-data';
import { visibleMemberNav } from './nav-items';

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: 8px;
`;

/** What a phone header has no room for: the member menu has it too. */
const NotOnPhone = styled.span`
  display: contents;
  @media (max-width: 600px) {
    display: none;
  }
`;

const Balance = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  line-height: 1.2;
  font-size: 0.75rem;
  color: ${(p) => p.theme.colors.textSecondary};
  strong {
    font-size: 0.95rem;
    color: ${(p) => p.theme.colors.primary};
  }
`;

const Menu = styled.div`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  min-width: 200px;
  padding: 8px;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.colors.shadow};
  border: 1px solid ${(p) => p.theme.colors.border};
  z-index: 60;
  /* Sixteen items in four groups: on a short phone screen the list scrolls, the page does not. */
  max-height: calc(100vh - 80px);
  overflow-y: auto;
  a,
  button {
    display: flex;
    justify-content: space-between;
    width: 100%;
    padding: 8px 12px;
    border: 0;
    border-radius: 6px;
    background: none;
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
`;

const GroupTitle = styled.div`
  padding: 6px 12px 2px;
  font-size: 0.75rem;
  color: ${(p) => p.theme.colors.textSecondary};
  div + div > & {
    margin-top: 4px;
    border-top: 1px solid ${(p) => p.theme.colors.border};
    padding-top: 8px;
  }
`;

/** Balance, quick money links and the member menu with the unread total. */
export function MemberBar() {
  const info = useAtomValue(userInfoAtom);
  const balance = useAtomValue(balanceAtom);
  const unread = useAtomValue(unreadTotalAtom);
  const feedbackUnread = useAtomValue(feedbackUnreadAtom);
  const brand = useAtomValue(brandAtom);
  const avatarSrc = avatarImageUrl(info?.avatar);
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  // A phone has no mouseleave: the menu closes on a tap anywhere else (the chat launcher among
  // them), on Escape, and when something opens the chat, whose sheet would cover it.
  useEffect(() => {
    if (!open) return undefined;
    const close = () => setOpen(false);
    const away = (event: Event) => {
      if (!wrap.current?.contains(event.target as Node)) close();
    };
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('pointerdown', away, true);
    document.addEventListener('keydown', escape);
    const chat = bus.on('open_chat', close);
    return () => {
      document.removeEventListener('pointerdown', away, true);
      document.removeEventListener('keydown', escape);
      chat.unsubscribe();
    };
  }, [open]);
  const depositOn = brand?.features.depositSwitch !== 0;

  const logout = () => {
    setOpen(false);
    void request(member.logout, {}).catch(() => undefined);
    clearSession();
    navigate(routePaths.home);
  };

  return (
    <Wrap ref={wrap}>
      <Balance data-testid="header-balance">
        <NotOnPhone>
          <span>{t('host.balance')}</span>
        </NotOnPhone>
        <strong>{balance ? formatMoney(balance.center) : '--'}</strong>
      </Balance>
      <NotOnPhone>
        <Button
          variant="text"
          size="sm"
          aria-label={t('host.refreshBalance')}
          onClick={() => void refreshBalance()}
        >
          <RefreshIcon />
        </Button>
      </NotOnPhone>
      {depositOn && (
        <Button variant="primary" size="sm" onClick={() => navigate(routePaths.saveMoney)}>
          {t('host.deposit')}
        </Button>
      )}
      <NotOnPhone>
        <Button variant="secondary" size="sm" onClick={() => navigate(routePaths.takeMoney)}>
          {t('host.withdraw')}
        </Button>
      </NotOnPhone>
      <Button
        variant="ghost"
        size="sm"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        data-testid="member-menu"
      >
        <AvatarArt avatar={info?.avatar} src={avatarSrc} size={24} />
        <NotOnPhone>{info?.name ?? t('host.memberMenu')}</NotOnPhone>
        {unread + feedbackUnread > 0 && (
          <Badge count={unread + feedbackUnread} aria-label={t('host.unread')} />
        )}
      </Button>
      {open && (
        <Menu role="menu" onMouseLeave={() => setOpen(false)}>
          {visibleMemberNav(depositOn).map((group) => (
            <div key={group.title} role="group" aria-labelledby={`member-menu-${group.title}`}>
              <GroupTitle id={`member-menu-${group.title}`} role="presentation">
                {t(group.title)}
              </GroupTitle>
              {group.items.map((item) => (
                <Link key={item.to} role="menuitem" to={item.to} onClick={() => setOpen(false)}>
                  {t(item.label)}
                  {item.to === routePaths.message && unread > 0 && <Badge count={unread} />}
                  {item.to === routePaths.feedback && feedbackUnread > 0 && <Badge count={feedbackUnread} />}
                </Link>
              ))}
            </div>
          ))}
          <button type="button" role="menuitem" onClick={logout}>
            {t('common.logout')}
          </button>
        </Menu>
      )}
    </Wrap>
  );
}
