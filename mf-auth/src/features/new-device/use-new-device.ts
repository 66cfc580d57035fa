import { useState } from 'react';
import type { NewDevicePayload } from '@site/shared/events';
import { t } from '@site/shared/i18n';
import { toast } from '@site/shared/ui';
import { newDeviceCodeSchema } from '@site/shared/validation';
import { completeLogin } from '../../lib/complete-login';
import { errorMessage } from '../../lib/error-message';
import { loginWithDeviceCode, needsPhoneDigits, sendNewDeviceCode } from './new-device-api';

/**
 * State of the new-device dialog (SPEC §2, §5): the code must be requested first, then 6
 * digits log in; the server may then ask for the phone's 4 middle digits. Code-send
 * failures are shown inside the dialog (SPEC §8).
 */
export function useNewDevice(device: NewDevicePayload) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [requested, setRequested] = useState(false);
  const [sendError, setSendError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [digits, setDigits] = useState<{ open: boolean; error?: string | undefined }>({ open: false });
  const [voice, setVoice] = useState<{ open: boolean; busy: boolean }>({ open: false, busy: false });

  const requestSms = async (): Promise<boolean> => {
    try {
      await sendNewDeviceCode(device, 'sms');
      setRequested(true);
      setSendError(undefined);
      setCodeError(undefined);
      toast.success(t('auth.newDevice.codeSent'));
      return true;
    } catch (error) {
      setSendError(errorMessage(error));
      return false;
    }
  };

  const requestVoice = async () => {
    setVoice({ open: true, busy: true });
    try {
      await sendNewDeviceCode(device, 'voice');
      setRequested(true);
      setSendError(undefined);
      toast.success(t('auth.newDevice.voiceSent'));
    } catch (error) {
      setSendError(errorMessage(error));
    }
    setVoice({ open: false, busy: false });
  };

  const login = async (phoneMiddle?: string) => {
    setBusy(true);
    try {
      completeLogin(await loginWithDeviceCode(device, code, phoneMiddle));
    } catch (error) {
      if (needsPhoneDigits(error)) setDigits({ open: true, error: phoneMiddle ? error.message : undefined });
      else {
        setDigits({ open: false });
        toast.error(errorMessage(error));
      }
    }
    setBusy(false);
  };

  const submit = () => {
    const parsed = newDeviceCodeSchema(requested).safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message);
      return;
    }
    void login();
  };

  return {
    code,
    setCode: (value: string) => {
      setCode(value);
      setCodeError(undefined);
    },
    codeError,
    requested,
    sendError,
    busy,
    digits,
    voice,
    requestSms,
    submit,
    submitDigits: (value: string) => void login(value),
    closeDigits: () => setDigits({ open: false }),
    openVoice: () => setVoice({ open: true, busy: false }),
    closeVoice: () => setVoice({ open: false, busy: false }),
    requestVoice: () => void requestVoice(),
  };
}
