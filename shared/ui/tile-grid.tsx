import styled from 'styled-components';

/**
 * A bare list laid out as a grid of tiles, each at least `$min` wide (default 200px): the
 * venue wallets, venue balances, hot matches, card accounts. Tiles are `<Tile>` items.
 */
export const TileGrid = styled.ul<{ $min?: string; $gap?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${(p) => p.$min ?? '200px'}, 100%), 1fr));
  gap: ${(p) => p.$gap ?? '12px'};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One bordered tile of a TileGrid. */
export const Tile = styled.li`
  display: grid;
  gap: 6px;
  padding: 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
`;
