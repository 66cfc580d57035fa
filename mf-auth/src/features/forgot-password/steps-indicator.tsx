import styled, { css } from 'styled-components';
import { t } from '@site/shared/i18n';

const List = styled.ol`
  display: flex;
  margin: 0 0 20px;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  flex: 1;
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => (p.$state === 'todo' ? p.theme.colors.textMuted : p.theme.colors.primary)};
  font-weight: ${(p) => (p.$state === 'current' ? p.theme.fontWeights.bold : p.theme.fontWeights.regular)};
  counter-increment: step;
  &::before {
    content: counter(step);
    z-index: 1;
    display: grid;
    place-items: center;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    border: 1px solid currentColor;
    background: ${(p) => p.theme.colors.surface};
    font-weight: ${(p) => p.theme.fontWeights.bold};
    ${(p) =>
      p.$state !== 'todo' &&
      css`
        background: ${p.theme.colors.primary};
        border-color: ${p.theme.colors.primary};
        color: ${p.theme.colors.primaryText};
      `}
  }
  &:not(:first-child)::after {
    content: '';
    position: absolute;
    top: 12px;
    right: 50%;
    width: 100%;
    height: 1px;
    background: ${(p) => (p.$state === 'todo' ? p.theme.colors.border : p.theme.colors.primary)};
  }
`;

const TITLES = ['auth.forgot.stepIdentity', 'auth.forgot.stepVerify', 'auth.forgot.stepReset'] as const;

/** The three step titles of SPEC §2, the current one marked. */
export function StepsIndicator({ step }: { step: number }) {
  return (
    <List>
      {TITLES.map((key, i) => (
        <Item
          key={key}
          $state={i < step ? 'done' : i === step ? 'current' : 'todo'}
          aria-current={i === step ? 'step' : undefined}
        >
          {t(key)}
        </Item>
      ))}
    </List>
  );
}
