import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from '@site/shared/api';
import { ErrorCode } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Button, CodeButton, Select, TextField, toast } from '@site/shared/ui';
import { CODE_COOLDOWN_SECONDS, PHONE_MAX, phoneSchema, verificationCode } from '@site/shared/validation';
import { FormStack } from '../../components/form-layout';
import { errorText, refreshMemberInfo } from '../../lib/member-info';
import { bindPhone, sendPhoneCode } from './binding-api';
import { DEFAULT_AREA_CODE, useCountryAreas } from './use-country-areas';

const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: 160px 1fr;
  gap: 8px;
  align-items: start;
`;

/** Six digits at most: the codes of this site are 6 digits. */
const CODE_LENGTH = 6;

type Field = 'phone' | 'code';

/** Bind a phone: country area (with its regex), number, a 60 s cooldown code, submit. */
export function PhoneBindForm({ onDone }: { onDone: () => void }) {
  const areas = useCountryAreas();
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [requested, setRequested] = useState(false);
  const [errors, setErrors] = useState<{ [F in Field]?: string | undefined }>({});
  const [busy, setBusy] = useState(false);

  const regex = areas.find((a) => a.areaCode === areaCode)?.regex;
  const checkPhone = (): string | null => {
    const parsed = phoneSchema(regex).safeParse(phone);
    if (parsed.success) return parsed.data;
    setErrors((e) => ({ ...e, phone: parsed.error.issues[0]?.message }));
    return null;
  };

  const requestCode = async (): Promise<boolean> => {
    const valid = checkPhone();
    if (valid === null) return false;
    try {
      await sendPhoneCode(valid, areaCode);
      setRequested(true);
      toast.success(t('member.binding.phoneCodeSent'));
      return true;
    } catch (e) {
      setErrors((x) => ({ ...x, phone: errorText(e) }));
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const valid = checkPhone();
    const parsedCode = verificationCode.safeParse(code);
    const codeError = !parsedCode.success
      ? parsedCode.error.issues[0]?.message
      : !requested
        ? t('validation.codeNotRequested')
        : undefined;
    if (codeError) setErrors((e) => ({ ...e, code: codeError }));
    if (valid === null || codeError || !parsedCode.success) return;
    setBusy(true);
    try {
      await bindPhone(valid, areaCode, parsedCode.data);
      toast.success(t('member.binding.phoneSuccess'));
      await refreshMemberInfo().catch(() => undefined);
      onDone();
    } catch (e) {
      const field: Field = e instanceof ApiError && e.statusCode === ErrorCode.DATA_EXISTS ? 'phone' : 'code';
      setErrors({ [field]: errorText(e) });
    } finally {
      setBusy(false);
    }
  };

  const clear = (field: Field) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  return (
    <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label={t('member.binding.phoneTitle')}>
      <PhoneRow>
        <Select
          label={t('member.binding.area')}
          value={areaCode}
          options={areas.map((a) => ({ value: a.areaCode, label: `${a.areaName} ${a.areaCode}` }))}
          onChange={(e) => {
            setAreaCode(e.target.value);
            clear('phone');
          }}
        />
        <TextField
          label={t('member.binding.phone')}
          placeholder={t('member.binding.phonePlaceholder')}
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_MAX}
          value={phone}
          error={errors.phone}
          onChange={(e) => {
            setPhone(e.target.value.replace(/\s/g, ''));
            clear('phone');
          }}
        />
      </PhoneRow>
      <TextField
        label={t('member.binding.code')}
        placeholder={t('member.binding.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        value={code}
        error={errors.code}
        onChange={(e) => {
          setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH));
          clear('code');
        }}
        suffix={<CodeButton size="sm" variant="text" seconds={CODE_COOLDOWN_SECONDS} onRequest={requestCode} />}
      />
      <Button type="submit" loading={busy} inactive={phone === '' || code === ''}>
        {t('member.binding.phoneSubmit')}
      </Button>
    </FormStack>
  );
}
