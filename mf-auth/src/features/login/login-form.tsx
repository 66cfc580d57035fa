import { useState, type FormEvent } from 'react';
import { t } from '@site/shared/i18n';
import { Button, Checkbox, TextField } from '@site/shared/ui';
import { areFieldsFilled, loginForm } from '@site/shared/validation';
import { useCaptcha } from '../../components/captcha/use-captcha';
import { FormStack, LinkButton, SpreadRow } from '../../components/form-layout';
import { openCustomerService } from '../../lib/customer-service';
import { fieldErrors, type FieldErrors } from '../../lib/field-errors';
import { md5Password } from '../../lib/password';
import { loginWithCaptcha } from './login-flow';
import { useRememberedLogin } from './use-remembered-login';

export interface LoginFormProps {
  onForgot: () => void;
  onRegister: () => void;
}

type Field = 'username' | 'password';

/** SPEC §2 login form: username, password, remember password, forgot password, customer service. */
export function LoginForm({ onForgot, onRegister }: LoginFormProps) {
  const remembered = useRememberedLogin();
  const [username, setUsername] = useState(remembered.initial?.name ?? '');
  const [password, setPassword] = useState(remembered.initial?.password ?? '');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = loginForm.safeParse({ username, password });
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    const name = parsed.data.username;
    const outcome = await loginWithCaptcha({ name, passwordMd5: md5Password(password) }, captcha.ask);
    if (outcome === 'success' || outcome === 'newDevice') remembered.afterLogin(name, password);
    setBusy(false);
  };

  const edit = (field: Field, set: (v: string) => void) => (value: string) => {
    set(value);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  return (
    <>
      <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label={t('auth.modal.loginTab')}>
        <TextField
          label={t('auth.login.username')}
          placeholder={t('auth.login.usernamePlaceholder')}
          size="lg"
          autoComplete="username"
          value={username}
          maxLength={30}
          error={errors.username}
          data-autofocus
          onChange={(e) => edit('username', setUsername)(e.target.value)}
        />
        <TextField
          label={t('auth.login.password')}
          placeholder={t('auth.login.passwordPlaceholder')}
          type="password"
          size="lg"
          autoComplete="current-password"
          value={password}
          maxLength={30}
          error={errors.password}
          onChange={(e) => edit('password', setPassword)(e.target.value)}
        />
        <SpreadRow>
          <Checkbox checked={remembered.remember} onChange={(e) => remembered.setRemember(e.target.checked)}>
            {t('auth.login.remember')}
          </Checkbox>
          <LinkButton onClick={onForgot}>{t('auth.login.forgot')}</LinkButton>
        </SpreadRow>
        <Button type="submit" size="lg" block loading={busy} inactive={!areFieldsFilled(username, password)}>
          {t('auth.login.submit')}
        </Button>
        <SpreadRow>
          <span>
            {t('auth.login.noAccount')}
            <LinkButton onClick={onRegister}>{t('auth.login.toRegister')}</LinkButton>
          </span>
          <LinkButton $muted onClick={openCustomerService}>
            {t('auth.login.customerService')}
          </LinkButton>
        </SpreadRow>
      </FormStack>
      {captcha.dialog}
    </>
  );
}
