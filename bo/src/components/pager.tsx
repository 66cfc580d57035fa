import styled from 'styled-components';
import { Button } from '@site/shared/ui';
import { bt } from '../messages';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 12px;
  padding: 12px 0;
  color: ${(p) => p.theme.colors.textSecondary};
  font-size: 13px;
`;

export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Bar aria-label="pager">
      <span>{bt('common.total', { total })}</span>
      <span>{bt('common.page', { page, pages })}</span>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {bt('common.prev')}
      </Button>
      <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {bt('common.next')}
      </Button>
    </Bar>
  );
}
