import { t } from '@site/shared/i18n';
import { Button, Dialog } from '@site/shared/ui';

export interface VoiceDialogProps {
  open: boolean;
  busy: boolean;
  onSure: () => void;
  onClose: () => void;
}

/** SPEC §2 voice dialog: the code will be told by a phone call. */
export function VoiceDialog({ open, busy, onSure, onClose }: VoiceDialogProps) {
  return (
    <Dialog
      open={open}
      title={t('auth.newDevice.voiceTitle')}
      width={400}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={busy} onClick={onSure} data-autofocus>
            {t('auth.newDevice.voiceSure')}
          </Button>
        </>
      }
    >
      {t('auth.newDevice.voiceText')}
    </Dialog>
  );
}
