import { submitOnce, useWatch, useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { Button, Checkbox, TextField } from '@site/shared/ui';
import { areFieldsFilled, loginForm } from '@site/shared/validation';
import { useCaptcha } from '../../components/captcha/use-captcha';
import { FormStack, LinkButton, SpreadRow } from '../../components/form-layout';
import { openCustomerService } from '../../lib/customer-service';
import { md5Password } from '../../lib/password';
import { loginWithCaptcha } from './login-flow';
import { useRememberedLogin } from './use-remembered-login';

export interface LoginFormProps {
  onForgot: () => void;
  onRegister: () => void;
}

/**
 * 登录, inactive until both fields hold something. It alone watches them, so a key typed in
 * either field re-renders this button and not the whole form (issue 31: the form's re-render
 * per key was most of a key's 60-80 ms at 4x CPU).
 */
function SubmitButton({ control, loading }: { control: LoginControl; loading: boolean }) {
  const [username, password] = useWatch({ control, name: ['username', 'password'] });
  return (
    <Button type="submit" size="lg" block loading={loading} inactive={!areFieldsFilled(username, password)}>
      {t('auth.login.submit')}
    </Button>
  );
}

const useLoginForm = (username: string, password: string) =>
  useZodForm(loginForm, { defaultValues: { username, password } });
type LoginControl = ReturnType<typeof useLoginForm>['control'];

/** SPEC §2 login form: username, password, remember password, forgot password, customer service. */
export function LoginForm({ onForgot, onRegister }: LoginFormProps) {
  const remembered = useRememberedLogin();
  const { register, handleSubmit, clearErrors, control, formState } = useLoginForm(
    remembered.initial?.name ?? '',
    remembered.initial?.password ?? '',
  );
  const { errors, isSubmitting } = formState;
  const captcha = useCaptcha();
  const field = (name: 'username' | 'password') => ({
    error: errors[name]?.message,
    // Only a shown error is cleared: clearing none still re-rendered the whole form per key.
    ...register(name, { onChange: () => errors[name] && clearErrors(name) }),
  });

  // The parsed name is trimmed; the password is sent as typed (md5).
  const submit = handleSubmit(async ({ username: name, password }) => {
    const outcome = await loginWithCaptcha({ name, passwordMd5: md5Password(password) }, captcha.ask);
    if (outcome === 'success' || outcome === 'newDevice') remembered.afterLogin(name, password);
  });

  return (
    <>
      <FormStack onSubmit={submitOnce(submit, isSubmitting)} noValidate aria-label={t('auth.modal.loginTab')}>
        <TextField
          label={t('auth.login.username')}
          placeholder={t('auth.login.usernamePlaceholder')}
          size="lg"
          autoComplete="username"
          maxLength={30}
          data-autofocus
          {...field('username')}
        />
        <TextField
          label={t('auth.login.password')}
          placeholder={t('auth.login.passwordPlaceholder')}
          type="password"
          size="lg"
          autoComplete="current-password"
          maxLength={30}
          {...field('password')}
        />
        <SpreadRow>
          <Checkbox
            name="remember"
            checked={remembered.remember}
            onChange={(e) => remembered.setRemember(e.target.checked)}
          >
            {t('auth.login.remember')}
          </Checkbox>
          <LinkButton onClick={onForgot}>{t('auth.login.forgot')}</LinkButton>
        </SpreadRow>
        <SubmitButton control={control} loading={isSubmitting} />
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
