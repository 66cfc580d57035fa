import { useState } from 'react';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { Button } from '@site/shared/ui';
import { boCall } from '../../api';
import { ReasonDialog } from '../../components/reason-dialog';
import { contentText as ct, fill } from './content-messages';

interface Props {
  kind: bo.ContentKind;
  itemId: string;
  /** Who took it down and when, null while players see it. */
  withdrawn: { by: string; at: string } | null;
  /** False for an item never published: nothing to take down. */
  live: boolean;
  onDone: () => void;
}

/** 下线 (players stop seeing the item, every language) / 重新上线, each with an audited reason. */
export function WithdrawControl({ kind, itemId, withdrawn, live, onDone }: Props) {
  const [open, setOpen] = useState(false);
  if (!live) return null;
  const down = withdrawn !== null;
  const text = down ? ct.restore : ct.withdraw;
  return (
    <>
      <Button size="sm" variant={down ? 'primary' : 'danger'} onClick={() => setOpen(true)}>
        {text.action}
      </Button>
      {open && (
        <ReasonDialog
          title={fill(text.title, { kind: ct.kindOne[kind] })}
          hint={text.hint}
          confirmText={text.action}
          danger={!down}
          onSubmit={async (reason) => {
            await boCall(down ? bo.restoreContent : bo.withdrawContent, { kind, itemId, reason });
            return text.done;
          }}
          onClose={() => setOpen(false)}
          onDone={onDone}
        />
      )}
    </>
  );
}
