import { useMemo, useRef, useState } from 'react';
import { failureText } from '@site/shared/api';
import type { NewDevicePayload } from '@site/shared/events';
import { formCodeFlow, useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { toast, useVerificationCode } from '@site/shared/ui';
import { newDeviceCodeForm } from '@site/shared/validation';
import { completeLogin } from '../../lib/complete-login';
import { loginWithDeviceCode, needsPhoneDigits, sendNewDeviceCode } from './new-device-api';

/**
 * State of the new-device dialog (SPEC §2, §5): the code must be requested first, then 6
 * digits log in; the server may then ask for the phone's 4 middle digits. The code is a form
 * field checked by `newDeviceCodeForm`. Code-send failures are shown inside the dialog (SPEC §8).
 */
export function useNewDevice(device: NewDevicePayload) {
  const [sendError, setSendError] = useState<string | undefined>();
  // SMS from the get-code button, voice from its dialog: one code flow, two channels.
  const channel = useRef<'sms' | 'voice'>('sms');
  const sending = useVerificationCode({
    send: (captcha) => sendNewDeviceCode(device, channel.current, captcha),
    onSent: () => {
      setSendError(undefined);
      if (channel.current === 'sms') form.clearErrors('code');
      toast.success(channel.current === 'sms' ? t('auth.newDevice.codeSent') : t('auth.newDevice.voiceSent'));
    },
    onSendError: (error) => setSendError(failureText(error)),
  });
  const { requested } = sending;
  const schema = useMemo(() => newDeviceCodeForm(requested), [requested]);
  const form = useZodForm(schema, { defaultValues: { code: '' } });
  const flow = formCodeFlow(sending, form, 'code');
  const [busy, setBusy] = useState(false);
  const [digits, setDigits] = useState<{ open: boolean; error?: string | undefined }>({ open: false });
  const [voice, setVoice] = useState<{ open: boolean; busy: boolean }>({ open: false, busy: false });

  const requestSms = (): Promise<boolean> => {
    channel.current = 'sms';
    return flow.request();
  };

  const requestVoice = async () => {
    setVoice({ open: true, busy: true });
    channel.current = 'voice';
    await flow.request();
    channel.current = 'sms';
    setVoice({ open: false, busy: false });
  };

  const login = async (code: string, phoneMiddle?: string) => {
    setBusy(true);
    try {
      completeLogin(await loginWithDeviceCode(device, code, phoneMiddle));
    } catch (error) {
      if (needsPhoneDigits(error)) setDigits({ open: true, error: phoneMiddle ? error.message : undefined });
      else {
        setDigits({ open: false });
        toast.error(failureText(error));
      }
    }
    setBusy(false);
  };

  return {
    code: flow.code,
    setCode: flow.setCode,
    codeError: flow.error,
    /** The image captcha a code send asked for (6021). */
    captcha: flow.captcha,
    requested,
    sendError,
    busy,
    digits,
    voice,
    requestSms,
    /** The form's submit: the code checked, then the login. */
    submit: form.handleSubmit(({ code }) => login(code)),
    submitDigits: (value: string) => void login(form.getValues('code'), value),
    closeDigits: () => setDigits({ open: false }),
    openVoice: () => setVoice({ open: true, busy: false }),
    closeVoice: () => setVoice({ open: false, busy: false }),
    requestVoice: () => void requestVoice(),
  };
}
