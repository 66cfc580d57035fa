import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { t, type MessageKey } from '@site/shared/i18n';
import { pageTitlesAtom } from '@site/shared/routes';
import type { PageEntry } from '../routes/page-cache';
import { HOME_LAYOUT } from '@site/shared/theme';
import { CloseIcon } from '@site/shared/ui';

// Always this tall, with or without tabs (the first page's tab arrives after the first
// render; a bar that appeared then pushed the whole page down, and the first-paint
// skeleton leaves the same room: HOME_LAYOUT).
const Bar = styled.nav`
  max-width: 1400px;
  width: 100%;
  height: ${HOME_LAYOUT.tabBarHeight}px;
  flex-shrink: 0;
  box-sizing: border-box;
  margin: 0 auto;
  padding: 8px 24px 0;
  align-items: flex-start;
  display: flex;
  gap: 6px;
  overflow-x: auto;
  scrollbar-width: none;
`;

const Tab = styled.div<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 4px 4px 4px 12px;
  border-radius: 6px;
  font-size: 0.8rem;
  white-space: nowrap;
  border: 1px solid ${(p) => (p.$active ? p.theme.colors.primary : p.theme.colors.border)};
  background: ${(p) => (p.$active ? p.theme.colors.surface : 'transparent')};
  a {
    color: ${(p) => (p.$active ? p.theme.colors.primary : p.theme.colors.textSecondary)};
    text-decoration: none;
  }
  button {
    border: 0;
    background: none;
    color: ${(p) => p.theme.colors.textMuted};
    cursor: pointer;
    padding: 0 4px;
    font-size: 0.9rem;
    line-height: 1;
  }
  button:hover {
    color: ${(p) => p.theme.colors.danger};
  }
`;

/** The visited pages kept alive by the tab cache; a click switches, × closes. */
export function TabBar({
  entries,
  currentKey,
  onClose,
}: {
  entries: readonly PageEntry[];
  currentKey: string | null;
  onClose: (key: string) => void;
}) {
  const titles = useAtomValue(pageTitlesAtom);
  if (entries.length === 0) return <Bar aria-hidden="true" />;
  return (
    <Bar aria-label={t('host.tabsLabel')}>
      {entries.map((entry) => {
        // A page's own title (a game's name) before its route's (电子游戏 for the lobby and a game alike).
        const title = titles[entry.location.pathname] ?? t(`routes.${entry.match.route.name}` as MessageKey);
        const active = entry.key === currentKey;
        return (
          <Tab key={entry.key} $active={active} data-testid="visited-tab">
            <Link to={entry.key} aria-current={active ? 'page' : undefined}>
              {title}
            </Link>
            <button
              type="button"
              aria-label={`${t('host.closeTab')} ${title}`}
              onClick={() => onClose(entry.key)}
            >
              <CloseIcon />
            </button>
          </Tab>
        );
      })}
    </Bar>
  );
}
