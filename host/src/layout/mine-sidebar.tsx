import { useAtomValue } from 'jotai';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { brandAtom, userInfoAtom } from '@site/shared/session';
import { isActive, visibleMemberNav } from './nav-items';

const Side = styled.aside`
  width: 220px;
  flex: none;
  align-self: flex-start;
  position: sticky;
  top: 120px;
  padding: 16px 8px;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  /* At phone width the page needs the whole row; the member menu in the header has the same links. */
  @media (max-width: 768px) {
    display: none;
  }
`;

const Who = styled.div`
  padding: 4px 12px 16px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.text};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  margin-bottom: 8px;
`;

const Group = styled.div`
  & + & {
    margin-top: 8px;
    padding-top: 8px;
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
`;

const GroupTitle = styled.div`
  padding: 4px 12px;
  font-size: 0.75rem;
  color: ${(p) => p.theme.colors.textSecondary};
`;

const Item = styled(NavLink)<{ $active: boolean }>`
  display: block;
  padding: 8px 12px;
  border-radius: 6px;
  text-decoration: none;
  color: ${(p) => (p.$active ? p.theme.colors.primaryText : p.theme.colors.text)};
  background: ${(p) => (p.$active ? p.theme.colors.primary : 'transparent')};
  &:hover {
    background: ${(p) => (p.$active ? p.theme.colors.primary : p.theme.colors.surfaceAlt)};
  }
`;

/** Left menu of the personal area (/mine/*), by nav code. */
export function MineSidebar() {
  const { pathname } = useLocation();
  const info = useAtomValue(userInfoAtom);
  const brand = useAtomValue(brandAtom);
  const depositOn = brand?.features.depositSwitch !== 0;
  return (
    <Side aria-label={t('host.mineNav')}>
      <Who>{info?.name ?? t('host.memberMenu')}</Who>
      <nav>
        {visibleMemberNav(depositOn).map((group) => (
          <Group key={group.title} role="group" aria-labelledby={`mine-nav-${group.title}`}>
            <GroupTitle id={`mine-nav-${group.title}`}>{t(group.title)}</GroupTitle>
            {group.items.map((item) => (
              <Item key={item.to} to={item.to} $active={isActive(item, pathname)}>
                {t(item.label)}
              </Item>
            ))}
          </Group>
        ))}
      </nav>
    </Side>
  );
}
