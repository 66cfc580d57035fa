import { useState } from 'react';
import styled from 'styled-components';
import { submitOnce, useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { Button, Checkbox, TextField } from '@site/shared/ui';
import { USERNAME_MAX, areFieldsFilled, registerForm } from '@site/shared/validation';
import { useCaptcha } from '../../components/captcha/use-captcha';
import { LegalDocumentsDialog, type LegalDocument } from '../../components/documents/legal-documents-dialog';
import { FootRow, FormStack, LinkButton } from '../../components/form-layout';
import { PasswordPair } from '../../components/password-pair';
import { registerWithCaptcha } from './register-flow';
import { useNameCheck } from './use-name-check';

export interface RegisterFormProps {
  onLogin: () => void;
}

type TextFieldName = 'username' | 'password' | 'repeatPassword';

const AgreeError = styled.div`
  margin-top: -8px;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSizes.xs};
`;

/** SPEC §2 register form: username, password, repeat, agree with the terms / privacy links. */
export function RegisterForm({ onLogin }: RegisterFormProps) {
  // `agree` starts unset: unticked, which the schema refuses with 请阅读并同意相关条款.
  const { register, handleSubmit, clearErrors, watch, formState } = useZodForm(registerForm, {
    defaultValues: { username: '', password: '', repeatPassword: '' },
  });
  const { errors, isSubmitting } = formState;
  const [document, setDocument] = useState<LegalDocument | null>(null);
  const captcha = useCaptcha();
  const [username, password, repeatPassword, agree] = watch([
    'username',
    'password',
    'repeatPassword',
    'agree',
  ]);
  const nameCheck = useNameCheck(username);
  const nameTaken = nameCheck.state === 'taken' ? t('auth.register.nameTaken') : undefined;
  const field = (name: TextFieldName) => ({
    error: errors[name]?.message,
    ...register(name, { onChange: () => clearErrors(name) }),
  });

  const usernameField = field('username');

  const submit = handleSubmit(async (values) => {
    // A name known to be taken: say so here rather than after the slider.
    if (nameTaken) return;
    await registerWithCaptcha(
      { name: values.username, password: values.password, repeatPassword: values.repeatPassword },
      captcha.ask,
    );
  });

  return (
    <>
      <FormStack
        onSubmit={submitOnce(submit, isSubmitting)}
        noValidate
        aria-label={t('auth.modal.registerTab')}
      >
        <TextField
          label={t('auth.register.username')}
          placeholder={t('auth.register.usernamePlaceholder')}
          size="lg"
          autoComplete="username"
          maxLength={USERNAME_MAX + 4}
          data-autofocus
          {...usernameField}
          error={usernameField.error ?? nameTaken}
          onBlur={(event) => {
            void usernameField.onBlur(event);
            nameCheck.checkNow();
          }}
        />
        <PasswordPair
          password={field('password')}
          repeat={field('repeatPassword')}
          labels={{
            password: t('auth.register.password'),
            passwordPlaceholder: t('auth.register.passwordPlaceholder'),
            repeat: t('auth.register.repeatPassword'),
            repeatPlaceholder: t('auth.register.repeatPasswordPlaceholder'),
          }}
        />
        <Checkbox
          invalid={errors.agree !== undefined}
          {...register('agree', { onChange: () => clearErrors('agree') })}
        >
          {t('auth.register.agreePrefix')}
          <LinkButton onClick={() => setDocument('terms')}>{t('auth.register.terms')}</LinkButton>
          {t('auth.register.and')}
          <LinkButton onClick={() => setDocument('privacy')}>{t('auth.register.privacy')}</LinkButton>
        </Checkbox>
        {errors.agree && <AgreeError role="alert">{errors.agree.message}</AgreeError>}
        <Button
          type="submit"
          size="lg"
          block
          loading={isSubmitting}
          inactive={agree !== true || !areFieldsFilled(username, password, repeatPassword)}
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
