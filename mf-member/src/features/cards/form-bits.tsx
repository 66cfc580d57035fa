import styled from 'styled-components';

/** The layout pieces the two add forms share. */
export const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 520px;
`;

/** A server refusal, kept beside the form (the inputs stay as they were). */
export const ServerError = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => p.theme.colors.danger};
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

export const Intro = styled.p`
  margin: 0 0 16px;
  color: ${(p) => p.theme.colors.textSecondary};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;
