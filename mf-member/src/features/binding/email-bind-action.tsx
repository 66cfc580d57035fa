import { t } from '@site/shared/i18n';
import { Button } from '@site/shared/ui';
import { EmailBindDialog } from './email-bind-dialog';

export interface EmailBindActionProps {
  bound: boolean;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/** The e-mail row's action: 去绑定 opens the binding dialog (a bound e-mail cannot be changed here). */
export function EmailBindAction({ bound, open, onOpen, onClose }: EmailBindActionProps) {
  return (
    <>
      {!bound && (
        <Button size="sm" variant="ghost" onClick={onOpen}>
          {t('member.profile.actions.bind')}
        </Button>
      )}
      <EmailBindDialog open={open} onClose={onClose} />
    </>
  );
}
