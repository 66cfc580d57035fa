import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type ResponseOf } from '@site/shared/contract';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { Button, type Column } from '@site/shared/ui';
import { boCall, useBoQuery } from '../../api';
import { DataTable } from '../../components/data-table';
import { PageHeader, Tag } from '../../components/page';
import { ReasonDialog } from '../../components/reason-dialog';
import { time } from '../../lib/format';
import { boPaths } from '../../lib/paths';
import { bt } from '../../messages';
import { MuteDialog } from './mute-dialog';
import { ReportsSection } from './reports-section';
import { chatText as text, fill } from './texts';

type Room = ResponseOf<typeof bo.chatOverview>['rooms'][number];
type Mute = bo.ChatMuteRow;

const Section = styled.h2`
  margin: 24px 0 12px;
  font-size: 16px;
`;

/** 聊天管理: players' reports (hide a message, dismiss), the rooms (clear one) and the mutes in force (lift one); mute a player. */
export function ChatPage() {
  const query = useBoQuery(bo.chatOverview, {});
  const [open, setOpen] = useState<'mute' | { clear: Room } | { unmute: Mute } | null>(null);
  const rooms = query.data?.rooms ?? [];
  const roomName = (rid: string | null) =>
    rid === null ? text.allRooms : (rooms.find((r) => r.rid === rid)?.name ?? rid);
  const close = () => setOpen(null);

  const roomColumns: Column<Room>[] = [
    { header: text.room, cell: (r) => r.name },
    { header: text.kind, cell: (r) => text[r.kind] },
    {
      header: text.status,
      cell: (r) => <Tag $tone={r.status === 'open' ? 'success' : 'neutral'}>{text[r.status]}</Tag>,
    },
    { header: text.messages, cell: (r) => r.messages, style: { textAlign: 'right' } },
    {
      header: bt('common.actions'),
      cell: (r) => (
        <Button size="sm" variant="danger" disabled={r.messages === 0} onClick={() => setOpen({ clear: r })}>
          {text.clear}
        </Button>
      ),
    },
  ];
  const muteColumns: Column<Mute>[] = [
    { header: text.member, cell: (m) => <Link to={boPaths.player(m.memberId)}>{m.memberName}</Link> },
    { header: text.scope, cell: (m) => roomName(m.roomId) },
    { header: text.until, cell: (m) => time(m.until) },
    { header: text.reason, cell: (m) => m.reason },
    {
      header: bt('common.actions'),
      cell: (m) => (
        <Button size="sm" variant="secondary" onClick={() => setOpen({ unmute: m })}>
          {text.unmute}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={text.title}
        extra={
          <Button size="sm" variant="danger" onClick={() => setOpen('mute')}>
            {text.mute}
          </Button>
        }
      />
      <Section>{text.reports}</Section>
      <ReportsSection onChanged={query.reload} />
      <Section>{text.rooms}</Section>
      <DataTable
        label={text.rooms}
        columns={roomColumns}
        rows={query.data?.rooms}
        rowKey={(r) => r.rid}
        loading={query.loading}
        error={query.error}
        onRetry={query.reload}
      />
      <Section>{text.mutes}</Section>
      <DataTable
        label={text.mutes}
        columns={muteColumns}
        rows={query.data?.mutes}
        rowKey={(m) => m.id}
        loading={query.loading}
        error={query.error}
        onRetry={query.reload}
      />
      {open === 'mute' && <MuteDialog rooms={rooms} onClose={close} onDone={query.reload} />}
      {open !== null && typeof open === 'object' && 'clear' in open && (
        <ReasonDialog
          title={fill(text.clearTitle, { room: open.clear.name })}
          hint={text.clearHint}
          confirmText={text.clear}
          danger
          onSubmit={async (reason) => {
            await boCall(bo.chatClear, { roomId: open.clear.rid, reason });
            return fill(text.cleared, { room: open.clear.name });
          }}
          onClose={close}
          onDone={query.reload}
        />
      )}
      {open !== null && typeof open === 'object' && 'unmute' in open && (
        <ReasonDialog
          title={fill(text.unmuteTitle, { member: open.unmute.memberName })}
          confirmText={text.unmute}
          onSubmit={async (reason) => {
            await boCall(bo.chatUnmute, { memberId: open.unmute.memberId, reason });
            return fill(text.unmuted, { member: open.unmute.memberName });
          }}
          onClose={close}
          onDone={query.reload}
        />
      )}
    </>
  );
}
