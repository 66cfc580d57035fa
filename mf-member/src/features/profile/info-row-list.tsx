import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { StatusTag } from '../../components/status-tag';
import type { InfoRow, RowKey } from './user-info-rows';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 120px minmax(0, 1fr) 96px 200px;
  align-items: center;
  gap: 16px;
  min-height: 60px;
  padding: 10px 20px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  &:first-child {
    border-top: none;
  }
  &:hover {
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  @media (max-width: 720px) {
    grid-template-columns: 96px minmax(0, 1fr);
  }
`;

const Label = styled.span`
  color: ${(p) => p.theme.colors.textSecondary};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const Value = styled.span<{ $muted: boolean }>`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${(p) => (p.$muted ? p.theme.colors.textMuted : p.theme.colors.text)};
`;

const ActionCell = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
`;

function Row({ row, action }: { row: InfoRow; action: ReactNode }) {
  const id = useId();
  return (
    <Item aria-labelledby={id} data-row={row.key}>
      <Label id={id}>{row.label}</Label>
      <Value $muted={!row.done}>{row.value}</Value>
      <span>{row.status !== null && <StatusTag done={row.done}>{row.status}</StatusTag>}</span>
      <ActionCell>{action}</ActionCell>
    </Item>
  );
}

/** The user-info rows (label, value, status, action), one list item each. */
export function InfoRowList({ rows, actionFor }: { rows: InfoRow[]; actionFor: (key: RowKey) => ReactNode }) {
  return (
    <List aria-label={t('member.profile.listLabel')}>
      {rows.map((row) => (
        <Row key={row.key} row={row} action={actionFor(row.key)} />
      ))}
    </List>
  );
}
