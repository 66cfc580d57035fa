import styled from 'styled-components';

/** The layout pieces the two add forms share. */
export const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 520px;
`;

export const Intro = styled.p`
  margin: 0 0 16px;
  color: ${(p) => p.theme.colors.textSecondary};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;
