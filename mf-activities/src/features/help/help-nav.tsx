import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { HelpArticle } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { pathTo } from '@site/shared/routes';

const Nav = styled.nav<{ $open: boolean }>`
  display: grid;
  gap: 16px;
  align-content: start;
  @media (max-width: 767px) {
    display: ${(p) => (p.$open ? 'grid' : 'none')};
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
    padding: 12px;
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.surface};
  }
`;

const Group = styled.section`
  display: grid;
  gap: 2px;
`;

const GroupTitle = styled.h2`
  margin: 0 0 4px;
  padding: 0 12px;
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: ${(p) => p.theme.fontWeights.bold};
  color: ${(p) => p.theme.colors.textMuted};
`;

const Item = styled(NavLink)`
  display: block;
  padding: 8px 12px;
  border-radius: ${(p) => p.theme.radii.sm};
  color: ${(p) => p.theme.colors.textSecondary};
  text-decoration: none;
  &:hover {
    background: ${(p) => p.theme.colors.surfaceAlt};
    color: ${(p) => p.theme.colors.text};
  }
  &.active {
    background: ${(p) => p.theme.colors.surfaceAlt};
    color: ${(p) => p.theme.colors.primary};
    font-weight: ${(p) => p.theme.fontWeights.medium};
    box-shadow: inset 3px 0 0 ${(p) => p.theme.colors.primary};
  }
`;

/** Articles by group, groups in the order of their first article. */
export function groupArticles(articles: readonly HelpArticle[]): { group: string; items: HelpArticle[] }[] {
  const groups = new Map<string, HelpArticle[]>();
  for (const a of articles) groups.set(a.group, [...(groups.get(a.group) ?? []), a]);
  return [...groups].map(([group, items]) => ({ group, items }));
}

export interface HelpNavProps {
  articles: readonly HelpArticle[];
  /** Shown on a phone only when opened (desktop always shows it). */
  open: boolean;
  onPick: () => void;
}

/** The grouped side navigation of the help centre. */
export function HelpNav({ articles, open, onPick }: HelpNavProps) {
  return (
    <Nav aria-label={t('helpCentre.navLabel')} $open={open} id="help-nav">
      {groupArticles(articles).map(({ group, items }) => (
        <Group key={group} aria-label={group}>
          <GroupTitle>{group}</GroupTitle>
          {items.map((a) => (
            <Item key={a.code} to={pathTo('help', { code: a.code })} onClick={onPick}>
              {a.title}
            </Item>
          ))}
        </Group>
      ))}
    </Nav>
  );
}
