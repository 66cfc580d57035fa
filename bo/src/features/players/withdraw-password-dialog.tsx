import { backoffice as bo } from '@site/shared/backoffice-contract';
import { boCall } from '../../api';
import { ReasonDialog } from '../../components/reason-dialog';

/** The texts of this dialog (operators read zh-CN only). */
export const withdrawPasswordText = {
  button: '重置提款密码',
  title: '重置 {name} 的提款密码',
  hint: '重置后会员需在提款页面重新设置提款密码，并会收到站内信通知。请先核实会员身份。',
  done: '已重置 {name} 的提款密码',
  none: '{name} 尚未设置提款密码，无需重置',
} as const;

const fill = (text: string, name: string) => text.replace('{name}', name);

/** 重置提款密码: the player sets a new one before the next withdrawal; audited with the reason. */
export function WithdrawPasswordDialog({
  memberId,
  memberName,
  onClose,
  onDone,
}: {
  memberId: number;
  memberName: string;
  onClose: () => void;
  onDone: () => void;
}) {
  return (
    <ReasonDialog
      title={fill(withdrawPasswordText.title, memberName)}
      hint={withdrawPasswordText.hint}
      confirmText={withdrawPasswordText.button}
      danger
      onSubmit={async (reason) => {
        const { hadPassword } = await boCall(bo.resetWithdrawPassword, { memberId, reason });
        return fill(hadPassword ? withdrawPasswordText.done : withdrawPasswordText.none, memberName);
      }}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
