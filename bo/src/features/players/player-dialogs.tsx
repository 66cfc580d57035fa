import { useState } from 'react';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { yuanTextToFen } from '@site/shared/format';
import { TextField } from '@site/shared/ui';
import { boCall } from '../../api';
import { ReasonDialog } from '../../components/reason-dialog';
import { TextArea } from '../../components/text-area';
import { bt } from '../../messages';

interface Props {
  memberId: number;
  memberName: string;
  onClose: () => void;
  onDone: () => void;
}

export function UnfreezeDialog({
  restriction,
  onClose,
  onDone,
}: { restriction: bo.RestrictionView } & Omit<Props, 'memberId' | 'memberName'>) {
  const kind = bt(`restriction.${restriction.kind}`);
  return (
    <ReasonDialog
      title={bt('freeze.unfreezeTitle', { kind })}
      confirmText={bt('players.unfreeze')}
      onSubmit={async (reason) => {
        await boCall(bo.unfreezePlayer, { restrictionId: restriction.id, reason });
        return bt('freeze.unfreezeDone', { kind });
      }}
      onClose={onClose}
      onDone={onDone}
    />
  );
}

export function ForceLogoutDialog({ memberId, memberName, onClose, onDone }: Props) {
  return (
    <ReasonDialog
      title={bt('logout.title', { name: memberName })}
      hint={bt('logout.hint')}
      confirmText={bt('players.forceLogout')}
      danger
      onSubmit={async (reason) => {
        const { revoked } = await boCall(bo.forceLogout, { memberId, reason });
        return bt('logout.done', { count: revoked });
      }}
      onClose={onClose}
      onDone={onDone}
    />
  );
}

/** 调整余额: a request only; another operator approves it on 人工调账 (four eyes). */
export function AdjustDialog({ memberId, memberName, onClose, onDone }: Props) {
  const [amount, setAmount] = useState('');
  const [bad, setBad] = useState(false);
  const fenOf = (text: string): number | null => {
    try {
      return yuanTextToFen(text);
    } catch {
      return null;
    }
  };
  return (
    <ReasonDialog
      title={bt('adjust.title', { name: memberName })}
      hint={bt('adjust.hint')}
      beforeSubmit={() => {
        const fen = fenOf(amount);
        const invalid = fen === null || !bo.requestAdjustment.request.shape.amount.safeParse(fen).success;
        setBad(invalid);
        return !invalid;
      }}
      onSubmit={async (reason) => {
        await boCall(bo.requestAdjustment, { memberId, amount: fenOf(amount) ?? 0, reason });
        return bt('adjust.done');
      }}
      onClose={onClose}
      onDone={onDone}
    >
      <TextField
        label={bt('adjust.amount')}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={bad ? bt('adjust.amountInvalid') : undefined}
      />
    </ReasonDialog>
  );
}

export function LetterDialog({ memberId, memberName, onClose, onDone }: Props) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [touched, setTouched] = useState(false);
  const shape = bo.sendLetter.request.shape;
  const titleBad = !shape.title.safeParse(title).success;
  const bodyBad = !shape.body.safeParse(body).success;
  return (
    <ReasonDialog
      title={bt('letter.title', { name: memberName })}
      beforeSubmit={() => {
        setTouched(true);
        return !titleBad && !bodyBad;
      }}
      onSubmit={async (reason) => {
        await boCall(bo.sendLetter, { memberId, title: title.trim(), body: body.trim(), reason });
        return bt('letter.done');
      }}
      onClose={onClose}
      onDone={onDone}
    >
      <TextField
        label={bt('letter.subject')}
        value={title}
        maxLength={60}
        onChange={(e) => setTitle(e.target.value)}
        error={touched && titleBad ? bt('letter.subjectRequired') : undefined}
      />
      <TextArea
        label={bt('letter.body')}
        value={body}
        maxLength={2000}
        onChange={(e) => setBody(e.target.value)}
        error={touched && bodyBad ? bt('letter.bodyRequired') : undefined}
      />
    </ReasonDialog>
  );
}
