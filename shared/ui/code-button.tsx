import { useState } from 'react';
import { t } from '../i18n';
import { Button, type ButtonProps } from './button';
import { useCountdown } from './use-countdown';

export interface CodeButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'loading'> {
  /**
   * Send the code. Resolve true when it was sent (the cooldown starts), false when not
   * (the button is ready again at once). A rejection counts as not sent.
   */
  onRequest: () => boolean | Promise<boolean>;
  /** Cooldown in seconds; default 60 (SPEC §4). */
  seconds?: number;
}

/** 获取验证码 -> "N秒后重新获取" -> 重新获取. */
export function CodeButton({
  onRequest,
  seconds = 60,
  variant = 'ghost',
  disabled,
  ...rest
}: CodeButtonProps) {
  const { remaining, running, start } = useCountdown(seconds);
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  const request = async () => {
    setSending(true);
    let sent = false;
    try {
      sent = await onRequest();
    } catch {
      sent = false;
    } finally {
      setSending(false);
    }
    if (sent) {
      setSentOnce(true);
      start();
    }
  };

  const label = running
    ? t('ui.countdown.running', { seconds: remaining })
    : sentOnce
      ? t('ui.countdown.again')
      : t('ui.countdown.get');

  return (
    <Button
      {...rest}
      variant={variant}
      disabled={disabled === true || running}
      loading={sending}
      onClick={() => void request()}
    >
      {label}
    </Button>
  );
}
