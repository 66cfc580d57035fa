import styled from 'styled-components';

/** A prompt that blocks the withdrawal until the member does something elsewhere. */
export const Prompt = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  border: 1px solid ${(p) => p.theme.colors.warning};
  border-radius: ${(p) => p.theme.radii.md};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/** Label / value rows (summary, quote, confirmation, order). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  dt {
    color: ${(p) => p.theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    font-weight: ${(p) => p.theme.fontWeights.medium};
    word-break: break-all;
  }
`;
