import styled from 'styled-components';
import { alpha } from '@site/shared/theme';

/** The page's column of cards. */
export const Sections = styled.div`
  display: grid;
  /* minmax(0, …): the statement table scrolls inside its card instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
`;

/** A short line of explanation under a card's title. */
export const Hint = styled.p`
  margin: 0 0 16px;
  color: ${(p) => p.theme.colors.textSecondary};
  font-size: ${(p) => p.theme.fontSizes.sm};
  line-height: 1.7;
`;

/**
 * One limit: its facts (limit, used, left, reset) beside the field that changes it. Wide
 * screens put both on one line; a phone stacks them.
 */
export const LimitBox = styled.div`
  display: grid;
  /* Room for the field, 保存 and 取消限额 side by side with the field's hint unclipped. */
  grid-template-columns: 120px minmax(0, 1fr) minmax(300px, 420px);
  gap: 8px 16px;
  align-items: start;
  padding: 14px 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  &:first-of-type {
    border-top: none;
    padding-top: 0;
  }
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const LimitName = styled.h4`
  margin: 8px 0 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: ${(p) => p.theme.fontWeights.bold};
  color: ${(p) => p.theme.colors.text};
  @media (max-width: 900px) {
    margin: 0;
  }
`;

/** label / value pairs of a limit, wrapping on a phone. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, auto));
  justify-content: start;
  gap: 4px 24px;
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  div {
    min-width: 0;
  }
  dt {
    color: ${(p) => p.theme.colors.textSecondary};
    font-size: ${(p) => p.theme.fontSizes.xs};
  }
  dd {
    margin: 2px 0 0;
    color: ${(p) => p.theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The field and its buttons. */
export const Editor = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-start;
  > :first-child {
    flex: 1 1 180px;
    min-width: 0;
  }
`;

/** A pending change: what was asked, the 24-hour wait, and confirm / cancel. */
export const PendingBox = styled.div`
  grid-column: 2 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 12px;
  padding: 8px 12px;
  border-radius: ${(p) => p.theme.radii.md};
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => alpha(p.theme.colors.warning, 12)};
  border: 1px solid ${(p) => alpha(p.theme.colors.warning, 35)};
  @media (max-width: 900px) {
    grid-column: 1;
  }
`;

/** A row of choice chips (radio buttons styled as pills). */
export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  label {
    position: relative;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    display: inline-flex;
    align-items: center;
    height: 36px;
    padding: 0 16px;
    border-radius: 18px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  input:checked + span {
    border-color: ${(p) => p.theme.colors.primary};
    background: ${(p) => alpha(p.theme.colors.primary, 14)};
    color: ${(p) => p.theme.colors.primary};
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
  input:focus-visible + span {
    box-shadow: 0 0 0 2px ${(p) => alpha(p.theme.colors.primary, 40)};
  }
`;
