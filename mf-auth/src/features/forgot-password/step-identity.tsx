import { useState, type FormEvent } from 'react';
import { failureText } from '@site/shared/api';
import { t } from '@site/shared/i18n';
import { Button, DEFAULT_AREA_CODE, PhoneField, TextField, useCountryAreas } from '@site/shared/ui';
import {
  EMAIL_MAX,
  FORGOT_USERNAME_MAX,
  areFieldsFilled,
  forgotByEmailForm,
  forgotByPhoneForm,
} from '@site/shared/validation';
import { FormStack } from '../../components/form-layout';
import { fieldErrors, type FieldErrors } from '../../lib/field-errors';
import { checkIdentity, type ForgotWay, type Identity } from './forgot-api';

export interface StepIdentityProps {
  way: ForgotWay;
  onDone: (identity: Identity, target: string) => void;
}

type Field = 'username' | 'phone' | 'email';

/** Step 0, identity info: username and the bound phone (country area regex) or e-mail. */
export function StepIdentity({ way, onDone }: StepIdentityProps) {
  const areas = useCountryAreas();
  const [username, setUsername] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [serverError, setServerError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const regex = areas.find((a) => a.areaCode === areaCode)?.regex;
    const parsed =
      way === 'phone'
        ? forgotByPhoneForm(regex).safeParse({ username, phone })
        : forgotByEmailForm.safeParse({ username, email });
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    const identity: Identity =
      way === 'phone'
        ? { way, name: username.trim(), phone: phone.trim(), areaCode }
        : { way, name: username.trim(), email: email.trim() };
    setBusy(true);
    try {
      const { target } = await checkIdentity(identity);
      onDone(identity, target);
    } catch (error) {
      setServerError(failureText(error));
      setBusy(false);
    }
  };

  const clear = (field: Field) => {
    setServerError(undefined);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  return (
    <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label={t('auth.forgot.stepIdentity')}>
      <TextField
        label={t('auth.forgot.username')}
        placeholder={t('auth.forgot.usernamePlaceholder')}
        size="lg"
        autoComplete="username"
        value={username}
        maxLength={FORGOT_USERNAME_MAX}
        error={errors.username}
        data-autofocus
        onChange={(e) => {
          setUsername(e.target.value);
          clear('username');
        }}
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
            setPhone(text);
            clear('phone');
          }}
          error={errors.phone ?? serverError}
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
          value={email}
          maxLength={EMAIL_MAX}
          error={errors.email ?? serverError}
          onChange={(e) => {
            setEmail(e.target.value);
            clear('email');
          }}
        />
      )}
      <Button
        type="submit"
        size="lg"
        block
        loading={busy}
        inactive={!areFieldsFilled(username, way === 'phone' ? phone : email)}
      >
        {t('auth.forgot.next')}
      </Button>
    </FormStack>
  );
}
