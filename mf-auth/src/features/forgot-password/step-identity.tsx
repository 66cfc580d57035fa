import { useMemo, useState } from 'react';
import { failureText } from '@site/shared/api';
import { submitOnce, useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { Button, DEFAULT_AREA_CODE, PhoneField, TextField, useCountryAreas } from '@site/shared/ui';
import { EMAIL_MAX, FORGOT_USERNAME_MAX, areFieldsFilled, forgotIdentityForm } from '@site/shared/validation';
import { FormStack } from '../../components/form-layout';
import { checkIdentity, type ForgotWay, type Identity } from './forgot-api';

export interface StepIdentityProps {
  way: ForgotWay;
  onDone: (identity: Identity, target: string) => void;
}

/** Step 0, identity info: username and the bound phone (country area regex) or e-mail. */
export function StepIdentity({ way, onDone }: StepIdentityProps) {
  const areas = useCountryAreas();
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE);
  const regex = areas.find((a) => a.areaCode === areaCode)?.regex;
  // The chosen area's regex checks the phone; a new area gives the form a new schema.
  const schema = useMemo(() => forgotIdentityForm(way, regex), [way, regex]);
  const { register, handleSubmit, clearErrors, setValue, watch, setError, formState } = useZodForm(schema, {
    defaultValues: { username: '', phone: '', email: '' },
  });
  const { errors, isSubmitting } = formState;
  const [username, phone, email] = watch(['username', 'phone', 'email']);
  // The server's refusal shows under the contact field until something is edited.
  const serverError = errors.root?.message;
  const clear = (field: 'username' | 'phone' | 'email') => {
    clearErrors(field);
    clearErrors('root');
  };

  const submit = handleSubmit(async (values) => {
    const identity: Identity =
      way === 'phone'
        ? { way, name: values.username, phone: values.phone, areaCode }
        : { way, name: values.username, email: values.email.trim() };
    try {
      const { target } = await checkIdentity(identity);
      onDone(identity, target);
    } catch (error) {
      setError('root', { message: failureText(error) });
    }
  });

  return (
    <FormStack
      onSubmit={submitOnce(submit, isSubmitting)}
      noValidate
      aria-label={t('auth.forgot.stepIdentity')}
    >
      <TextField
        label={t('auth.forgot.username')}
        placeholder={t('auth.forgot.usernamePlaceholder')}
        size="lg"
        autoComplete="username"
        maxLength={FORGOT_USERNAME_MAX}
        error={errors.username?.message}
        data-autofocus
        {...register('username', { onChange: () => clear('username') })}
      />
      {way === 'phone' ? (
        <PhoneField
          areas={areas}
          areaCode={areaCode}
          onAreaChange={(code) => {
            setAreaCode(code);
            clear('phone');
          }}
          phone={phone}
          onPhoneChange={(text) => {
            setValue('phone', text);
            clear('phone');
          }}
          error={errors.phone?.message ?? serverError}
          areaLabel={t('auth.forgot.area')}
          phoneLabel={t('auth.forgot.phone')}
          placeholder={t('auth.forgot.phonePlaceholder')}
          size="lg"
        />
      ) : (
        <TextField
          label={t('auth.forgot.email')}
          placeholder={t('auth.forgot.emailPlaceholder')}
          size="lg"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          error={errors.email?.message ?? serverError}
          {...register('email', { onChange: () => clear('email') })}
        />
      )}
      <Button
        type="submit"
        size="lg"
        block
        loading={isSubmitting}
        inactive={!areFieldsFilled(username, way === 'phone' ? phone : email)}
      >
        {t('auth.forgot.next')}
      </Button>
    </FormStack>
  );
}
