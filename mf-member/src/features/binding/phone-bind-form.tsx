import { useMemo, useState } from 'react';
import { failureText } from '@site/shared/api';
import { formCodeFlow, submitOnce, useZodForm } from '@site/shared/forms';
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
import { phoneBindForm, phoneSchema } from '@site/shared/validation';
import { FormStack } from '../../components/form-layout';
import { bindPhone, sendPhoneCode } from './binding-api';
import { bindWithCode } from './code-bind';

/** Six digits at most: the codes of this site are 6 digits. */
const CODE_LENGTH = 6;

/** Bind a phone: country area (with its regex), number, a 60 s cooldown code, submit. */
export function PhoneBindForm({ onDone }: { onDone: () => void }) {
  const areas = useCountryAreas();
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE);
  const regex = areas.find((a) => a.areaCode === areaCode)?.regex;

  const flow = useVerificationCode({
    // The code goes only to a number that passes the area's rule; else the field says why.
    send: (captcha) => {
      const parsed = phoneSchema(regex).safeParse(getValues('phone'));
      if (parsed.success) return sendPhoneCode(parsed.data, areaCode, captcha);
      setError('phone', { message: parsed.error.issues[0]?.message ?? '' });
      return null;
    },
    onSent: () => toast.success(t('member.binding.phoneCodeSent')),
    onSendError: (e) => setError('phone', { message: failureText(e) }),
  });
  const schema = useMemo(() => phoneBindForm(regex, flow.requested), [regex, flow.requested]);
  const form = useZodForm(schema, { defaultValues: { phone: '', code: '' } });
  const { handleSubmit, getValues, setValue, setError, clearErrors, watch, formState } = form;

  const submit = handleSubmit(({ phone, code }) =>
    bindWithCode({
      bind: () => bindPhone(phone, areaCode, code),
      success: t('member.binding.phoneSuccess'),
      onDone,
      setTargetError: (message) => setError('phone', { message }),
      setCodeError: (message) => setError('code', { message }),
    }),
  );

  return (
    <FormStack
      onSubmit={submitOnce(submit, formState.isSubmitting)}
      noValidate
      aria-label={t('member.binding.phoneTitle')}
    >
      <PhoneField
        areas={areas}
        areaCode={areaCode}
        onAreaChange={(code) => {
          setAreaCode(code);
          clearErrors('phone');
        }}
        phone={watch('phone')}
        onPhoneChange={(text) => {
          setValue('phone', text.replace(/\s/g, ''));
          clearErrors('phone');
        }}
        error={formState.errors.phone?.message}
        areaLabel={t('member.binding.area')}
        phoneLabel={t('member.binding.phone')}
        placeholder={t('member.binding.phonePlaceholder')}
      />
      <VerificationCodeField
        flow={formCodeFlow(flow, form, 'code')}
        label={t('member.binding.code')}
        placeholder={t('member.binding.codePlaceholder')}
        maxLength={CODE_LENGTH}
        normalize={(text) => text.replace(/\D/g, '').slice(0, CODE_LENGTH)}
      />
      <Button
        type="submit"
        loading={formState.isSubmitting}
        inactive={watch('phone') === '' || watch('code') === ''}
      >
        {t('member.binding.phoneSubmit')}
      </Button>
    </FormStack>
  );
}
