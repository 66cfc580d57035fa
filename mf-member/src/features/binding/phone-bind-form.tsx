import { useState } from 'react';
import { failureText } from '@site/shared/api';
import { t } from '@site/shared/i18n';
import {
  Button,
  DEFAULT_AREA_CODE,
  PhoneField,
  VerificationCodeField,
  toast,
  useCountryAreas,
  useVerificationCode,
} from '@site/shared/ui';
import { phoneSchema } from '@site/shared/validation';
import { FormStack } from '../../components/form-layout';
import { bindPhone, sendPhoneCode } from './binding-api';
import { useCodeBind } from './use-code-bind';

/** Six digits at most: the codes of this site are 6 digits. */
const CODE_LENGTH = 6;

/** Bind a phone: country area (with its regex), number, a 60 s cooldown code, submit. */
export function PhoneBindForm({ onDone }: { onDone: () => void }) {
  const areas = useCountryAreas();
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();

  const regex = areas.find((a) => a.areaCode === areaCode)?.regex;
  const checkPhone = (): string | null => {
    const parsed = phoneSchema(regex).safeParse(phone);
    if (parsed.success) return parsed.data;
    setPhoneError(parsed.error.issues[0]?.message);
    return null;
  };

  const flow = useVerificationCode({
    send: (captcha) => {
      const valid = checkPhone();
      return valid === null ? null : sendPhoneCode(valid, areaCode, captcha);
    },
    onSent: () => toast.success(t('member.binding.phoneCodeSent')),
    onSendError: (e) => setPhoneError(failureText(e)),
  });

  const { busy, submit } = useCodeBind({
    flow,
    checkTarget: checkPhone,
    setTargetError: setPhoneError,
    bind: (valid, code) => bindPhone(valid, areaCode, code),
    success: t('member.binding.phoneSuccess'),
    onDone,
  });

  return (
    <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label={t('member.binding.phoneTitle')}>
      <PhoneField
        areas={areas}
        areaCode={areaCode}
        onAreaChange={(code) => {
          setAreaCode(code);
          setPhoneError(undefined);
        }}
        phone={phone}
        onPhoneChange={(text) => {
          setPhone(text.replace(/\s/g, ''));
          setPhoneError(undefined);
        }}
        error={phoneError}
        areaLabel={t('member.binding.area')}
        phoneLabel={t('member.binding.phone')}
        placeholder={t('member.binding.phonePlaceholder')}
      />
      <VerificationCodeField
        flow={flow}
        label={t('member.binding.code')}
        placeholder={t('member.binding.codePlaceholder')}
        maxLength={CODE_LENGTH}
        normalize={(text) => text.replace(/\D/g, '').slice(0, CODE_LENGTH)}
      />
      <Button type="submit" loading={busy} inactive={phone === '' || flow.code === ''}>
        {t('member.binding.phoneSubmit')}
      </Button>
    </FormStack>
  );
}
