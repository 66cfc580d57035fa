import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { Button, Checkbox, TextField } from '@site/shared/ui';
import { USERNAME_MAX, areFieldsFilled, registerForm } from '@site/shared/validation';
import { useCaptcha } from '../../components/captcha/use-captcha';
import { LegalDocumentsDialog, type LegalDocument } from '../../components/documents/legal-documents-dialog';
import { FootRow, FormStack, LinkButton } from '../../components/form-layout';
import { PasswordPair } from '../../components/password-pair';
import { fieldErrors, type FieldErrors } from '../../lib/field-errors';
import { registerWithCaptcha } from './register-flow';
import { useNameCheck } from './use-name-check';

export interface RegisterFormProps {
  onLogin: () => void;
}

type Field = 'username' | 'password' | 'repeatPassword' | 'agree';

const AgreeError = styled.div`
  margin-top: -8px;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSizes.xs};
`;

/** SPEC §2 register form: username, password, repeat, agree with the terms / privacy links. */
export function RegisterForm({ onLogin }: RegisterFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const [document, setDocument] = useState<LegalDocument | null>(null);
  const captcha = useCaptcha();
  const nameCheck = useNameCheck(username);
  const nameTaken = nameCheck.state === 'taken' ? t('auth.register.nameTaken') : undefined;

  const clear = (field: Field) => {
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = registerForm.safeParse({ username, password, repeatPassword, agree });
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    // A name known to be taken: say so here rather than after the slider.
    if (nameTaken) return;
    setErrors({});
    setBusy(true);
    await registerWithCaptcha({ name: parsed.data.username, password, repeatPassword }, captcha.ask);
    setBusy(false);
  };

  return (
    <>
      <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label={t('auth.modal.registerTab')}>
        <TextField
          label={t('auth.register.username')}
          placeholder={t('auth.register.usernamePlaceholder')}
          size="lg"
          autoComplete="username"
          value={username}
          maxLength={USERNAME_MAX + 4}
          error={errors.username ?? nameTaken}
          data-autofocus
          onBlur={nameCheck.checkNow}
          onChange={(e) => {
            setUsername(e.target.value);
            clear('username');
          }}
        />
        <PasswordPair
          password={password}
          repeat={repeatPassword}
          onPassword={(value) => {
            setPassword(value);
            clear('password');
          }}
          onRepeat={(value) => {
            setRepeatPassword(value);
            clear('repeatPassword');
          }}
          errors={errors}
          labels={{
            password: t('auth.register.password'),
            passwordPlaceholder: t('auth.register.passwordPlaceholder'),
            repeat: t('auth.register.repeatPassword'),
            repeatPlaceholder: t('auth.register.repeatPasswordPlaceholder'),
          }}
        />
        <Checkbox
          checked={agree}
          invalid={errors.agree !== undefined}
          onChange={(e) => {
            setAgree(e.target.checked);
            clear('agree');
          }}
        >
          {t('auth.register.agreePrefix')}
          <LinkButton onClick={() => setDocument('terms')}>{t('auth.register.terms')}</LinkButton>
          {t('auth.register.and')}
          <LinkButton onClick={() => setDocument('privacy')}>{t('auth.register.privacy')}</LinkButton>
        </Checkbox>
        {errors.agree && <AgreeError role="alert">{errors.agree}</AgreeError>}
        <Button
          type="submit"
          size="lg"
          block
          loading={busy}
          inactive={!agree || !areFieldsFilled(username, password, repeatPassword)}
        >
          {t('auth.register.submit')}
        </Button>
        <FootRow>
          {t('auth.register.hasAccount')}
          <LinkButton onClick={onLogin}>{t('auth.register.toLogin')}</LinkButton>
        </FootRow>
      </FormStack>
      <LegalDocumentsDialog document={document} onSwitch={setDocument} onClose={() => setDocument(null)} />
      {captcha.dialog}
    </>
  );
}
