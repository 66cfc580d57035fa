import { useState } from 'react';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { Select, TextField } from '@site/shared/ui';
import { boCall } from '../../api';
import { ReasonDialog } from '../../components/reason-dialog';
import { chatText as text, fill } from './texts';

/** 禁言会员: a member by id, one room or all, for a chosen time, with a reason. */
export function MuteDialog({
  rooms,
  onClose,
  onDone,
}: {
  rooms: readonly { rid: string; name: string }[];
  onClose: () => void;
  onDone: () => void;
}) {
  const [memberId, setMemberId] = useState('');
  const [roomId, setRoomId] = useState('');
  const [minutes, setMinutes] = useState('60');
  const [idError, setIdError] = useState(false);
  return (
    <ReasonDialog
      title={text.muteTitle}
      hint={text.notice}
      confirmText={text.mute}
      danger
      beforeSubmit={() => {
        const bad = !/^[1-9]\d{0,15}$/.test(memberId.trim());
        setIdError(bad);
        return !bad;
      }}
      onSubmit={async (reason) => {
        const mute = await boCall(bo.chatMute, {
          memberId: Number(memberId.trim()),
          roomId: roomId || null,
          minutes: Number(minutes),
          reason,
        });
        return fill(text.muted, { member: mute.memberName });
      }}
      onClose={onClose}
      onDone={onDone}
    >
      <TextField
        label={text.memberId}
        inputMode="numeric"
        value={memberId}
        onChange={(e) => setMemberId(e.target.value)}
        error={idError ? text.memberIdInvalid : undefined}
      />
      <Select
        label={text.scope}
        value={roomId}
        onChange={(e) => setRoomId(e.target.value)}
        options={[
          { value: '', label: text.allRooms },
          ...rooms.map((r) => ({ value: r.rid, label: r.name })),
        ]}
      />
      <Select
        label={text.duration}
        value={minutes}
        onChange={(e) => setMinutes(e.target.value)}
        options={Object.entries(text.durations).map(([value, label]) => ({ value, label }))}
      />
    </ReasonDialog>
  );
}
