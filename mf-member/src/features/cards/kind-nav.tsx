import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { accountManagePath, type AccountKind } from './account-kind';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 16px;
`;

const Pill = styled(Link)<{ $active: boolean }>`
  padding: 6px 16px;
  border-radius: 999px;
  border: 1px solid ${(p) => (p.$active ? p.theme.colors.primary : p.theme.colors.border)};
  background: ${(p) => (p.$active ? p.theme.colors.primary : p.theme.colors.surface)};
  color: ${(p) => (p.$active ? p.theme.colors.primaryText : p.theme.colors.text)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  text-decoration: none;
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
`;

const KINDS: readonly AccountKind[] = ['bank', 'usdt', 'alipay'];

/** Switches between the managed account kinds; `current` is null on an unknown kind. */
export function KindNav({ current }: { current: AccountKind | null }) {
  return (
    <Nav aria-label={t('cards.kinds.nav')}>
      {KINDS.map((kind) => (
        <Pill
          key={kind}
          to={accountManagePath(kind)}
          $active={kind === current}
          aria-current={kind === current ? 'page' : undefined}
        >
          {t(`cards.kinds.${kind}`)}
        </Pill>
      ))}
    </Nav>
  );
}
