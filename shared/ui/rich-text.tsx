import styled from 'styled-components';

/**
 * Text compiled from our Markdown content (help articles, terms, privacy): headings, lists,
 * tables that scroll sideways on a phone, images, notes; colours from the theme. The server
 * compiles it and escapes any raw HTML, so callers may set it as inner HTML.
 */
export const RichText = styled.div`
  color: ${(p) => p.theme.colors.textSecondary};
  line-height: 1.8;
  overflow-wrap: anywhere;
  h1 {
    display: none; /* the page or dialog shows the title itself */
  }
  h2 {
    margin: 28px 0 10px;
    font-size: ${(p) => p.theme.fontSizes.lg};
    color: ${(p) => p.theme.colors.text};
  }
  h3 {
    margin: 20px 0 8px;
    font-size: ${(p) => p.theme.fontSizes.md};
    color: ${(p) => p.theme.colors.text};
  }
  p,
  ul,
  ol {
    margin: 0 0 12px;
  }
  li + li {
    margin-top: 4px;
  }
  strong {
    color: ${(p) => p.theme.colors.text};
  }
  a {
    color: ${(p) => p.theme.colors.primary};
  }
  code {
    padding: 1px 6px;
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.surfaceAlt};
    font-family: ${(p) => p.theme.fonts.mono};
    font-size: 0.9em;
  }
  blockquote {
    margin: 0 0 16px;
    padding: 10px 16px;
    border-left: 3px solid ${(p) => p.theme.colors.warning};
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.surfaceAlt};
    p {
      margin: 0;
    }
  }
  table {
    display: block; /* scrolls sideways on a phone instead of widening the page */
    max-width: 100%;
    overflow-x: auto;
    margin: 0 0 16px;
    border-collapse: collapse;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  th,
  td {
    padding: 8px 12px;
    border: 1px solid ${(p) => p.theme.colors.border};
    text-align: left;
    white-space: nowrap;
  }
  th {
    background: ${(p) => p.theme.colors.surfaceAlt};
    color: ${(p) => p.theme.colors.text};
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
    margin: 8px 0 16px;
  }
`;
