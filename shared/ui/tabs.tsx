import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { alpha } from '../theme';
import { Badge } from './badge';

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  /** A number shows a count badge (99+ above 99); `true` shows a dot. */
  badge?: number | true;
  disabled?: boolean;
}

export interface TabsProps<V extends string = string> {
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Accessible name of the tab list. */
  'aria-label'?: string;
  /** line: underline (default); pill: filled segments; card: boxed tabs. */
  variant?: 'line' | 'pill' | 'card';
  /** Stretch the tabs over the full width. */
  stretch?: boolean;
  /** Content of the selected tab, rendered in its tabpanel. Without it no panel is rendered. */
  children?: ReactNode;
  className?: string;
}

const List = styled.div<{ $variant: 'line' | 'pill' | 'card' }>`
  display: flex;
  align-items: stretch;
  gap: ${(p) => (p.$variant === 'line' ? '24px' : '4px')};
  overflow-x: auto;
  scrollbar-width: none;
  ${(p) =>
    p.$variant === 'line' &&
    css`
      border-bottom: 1px solid ${p.theme.colors.border};
    `}
  ${(p) =>
    p.$variant === 'pill' &&
    css`
      display: inline-flex;
      max-width: 100%;
      padding: 4px;
      border-radius: ${p.theme.radii.md};
      background: ${p.theme.colors.surfaceAlt};
    `}
`;

const Tab = styled.button<{ $variant: 'line' | 'pill' | 'card'; $stretch: boolean }>`
  position: relative;
  flex: ${(p) => (p.$stretch ? '1 1 0' : 'none')};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  border: none;
  background: transparent;
  color: ${(p) => p.theme.colors.textSecondary};
  font-size: ${(p) => p.theme.fontSizes.sm};
  white-space: nowrap;
  cursor: pointer;
  transition:
    color ${(p) => p.theme.transitions.fast},
    background ${(p) => p.theme.transitions.fast};
  &:hover:not(:disabled) {
    color: ${(p) => p.theme.colors.primary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset 0 0 0 2px ${(p) => alpha(p.theme.colors.primary, 45)};
    border-radius: ${(p) => p.theme.radii.sm};
  }
  &[aria-selected='true'] {
    color: ${(p) => p.theme.colors.primary};
    font-weight: ${(p) => p.theme.fontWeights.bold};
  }
  ${(p) => {
    switch (p.$variant) {
      case 'line':
        return css`
          height: 44px;
          padding: 0 2px;
          &::after {
            content: '';
            position: absolute;
            left: 0;
            right: 0;
            bottom: -1px;
            height: 2px;
            border-radius: 2px;
            background: transparent;
            transition: background ${p.theme.transitions.fast};
          }
          &[aria-selected='true']::after {
            background: ${p.theme.colors.primary};
          }
        `;
      case 'pill':
        return css`
          height: 32px;
          padding: 0 16px;
          border-radius: ${p.theme.radii.sm};
          &[aria-selected='true'] {
            background: ${p.theme.colors.surface};
            box-shadow: ${p.theme.shadows.sm};
          }
        `;
      case 'card':
        return css`
          height: 40px;
          padding: 0 20px;
          border: 1px solid ${p.theme.colors.border};
          border-radius: ${p.theme.radii.md};
          background: ${p.theme.colors.surface};
          &[aria-selected='true'] {
            border-color: ${p.theme.colors.primary};
            background: ${alpha(p.theme.colors.primary, 8)};
          }
        `;
    }
  }}
`;

const Panel = styled.div`
  padding-top: 16px;
  &:focus-visible {
    outline: none;
  }
`;

/**
 * Controlled tabs (WAI-ARIA tabs pattern): one tab stop for the list, Left/Right (and
 * Home/End) move the selection over enabled tabs and wrap around.
 */
export function Tabs<V extends string = string>({
  items,
  value,
  onChange,
  variant = 'line',
  stretch = false,
  children,
  className,
  'aria-label': ariaLabel,
}: TabsProps<V>) {
  const baseId = useId();
  const refs = useRef(new Map<V, HTMLButtonElement>());
  // Ids by position: values may hold characters an id should not.
  const tabId = (v: V) =>
    `${baseId}-tab-${Math.max(
      0,
      items.findIndex((item) => item.value === v),
    )}`;
  const panelId = `${baseId}-panel`;
  const enabled = items.filter((item) => !item.disabled);
  // Keep one tab reachable by Tab even when `value` matches none.
  const focusable = items.some((item) => item.value === value && !item.disabled) ? value : enabled[0]?.value;

  const select = (next: V) => {
    refs.current.get(next)?.focus();
    if (next !== value) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (enabled.length === 0) return;
    const at = enabled.findIndex((item) => item.value === value);
    let target: TabItem<V> | undefined;
    switch (event.key) {
      case 'ArrowRight':
        target = enabled[(at + 1) % enabled.length];
        break;
      case 'ArrowLeft':
        target = enabled[(at - 1 + enabled.length) % enabled.length];
        break;
      case 'Home':
        target = enabled[0];
        break;
      case 'End':
        target = enabled[enabled.length - 1];
        break;
      default:
        return;
    }
    event.preventDefault();
    if (target) select(target.value);
  };

  return (
    <div className={className}>
      <List role="tablist" aria-label={ariaLabel} $variant={variant} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <Tab
              key={item.value}
              ref={(el) => {
                if (el) refs.current.set(item.value, el);
                else refs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={selected && children !== undefined ? panelId : undefined}
              tabIndex={item.value === focusable ? 0 : -1}
              disabled={item.disabled}
              $variant={variant}
              $stretch={stretch}
              onClick={() => select(item.value)}
            >
              {item.label}
              {item.badge === true ? (
                <Badge dot />
              ) : item.badge !== undefined ? (
                <Badge count={item.badge} />
              ) : null}
            </Tab>
          );
        })}
      </List>
      {children !== undefined && (
        <Panel role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0}>
          {children}
        </Panel>
      )}
    </div>
  );
}
