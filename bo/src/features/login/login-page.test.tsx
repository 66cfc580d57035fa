import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { answer, callsTo, refuse, resetFakeBoApi } from '../../testing/fake-bo-api';
import { operatorOf, renderBo } from '../../testing/render';
import { operatorSession } from '../../session';
import { LoginPage } from './login-page';

jest.mock('../../api/client', () => jest.requireActual('../../testing/fake-bo-api').fakeClientModule());

const verified = (recoveryCodes: string[] | null = null) => ({
  token: 'f'.repeat(64),
  operator: operatorOf('finance', ['withdrawals.read']),
  idleTimeoutSeconds: 1800,
  recoveryCodes,
});

beforeEach(() => {
  resetFakeBoApi();
  localStorage.clear();
  operatorSession.end(null);
});

async function passPassword() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('用户名'), 'fin.one');
  await user.type(screen.getByLabelText('密码'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: '下一步' }));
  return user;
}

test('name and password, then a 6-digit TOTP code signs the operator in', async () => {
  answer(bo.login, {
    challengeId: 'ch-1',
    step: 'totp',
    enrolment: null,
    mustChangePassword: false,
    expiresInSeconds: 300,
  });
  answer(bo.verify, verified());
  renderBo(<LoginPage />);
  const user = await passPassword();
  expect(callsTo(bo.login)).toEqual([{ name: 'fin.one', password: 'correct horse battery' }]);

  const code = await screen.findByLabelText('动态码');
  await user.type(code, '12a34');
  await user.click(screen.getByRole('button', { name: '登录' }));
  expect(await screen.findByText('请输入 6 位数字动态码')).toBeInTheDocument();
  expect(callsTo(bo.verify)).toHaveLength(0);

  await user.type(code, '56');
  await user.click(screen.getByRole('button', { name: '登录' }));
  await waitFor(() => expect(operatorSession.token()).toBe('f'.repeat(64)));
  expect(callsTo(bo.verify)).toEqual([{ challengeId: 'ch-1', code: '123456' }]);
  expect(JSON.parse(localStorage.getItem('bo.session') ?? '{}').token).toBe('f'.repeat(64));
  expect(localStorage.getItem('token')).toBeNull();
});

test('a wrong code shows the server refusal and keeps the operator out', async () => {
  answer(bo.login, {
    challengeId: 'ch-1',
    step: 'totp',
    enrolment: null,
    mustChangePassword: false,
    expiresInSeconds: 300,
  });
  refuse(bo.verify, 6002, '动态码错误');
  renderBo(<LoginPage />);
  const user = await passPassword();
  await user.type(await screen.findByLabelText('动态码'), '000000');
  await user.click(screen.getByRole('button', { name: '登录' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('动态码错误');
  expect(operatorSession.token()).toBeNull();
});

test('a recovery code can replace the TOTP code', async () => {
  answer(bo.login, {
    challengeId: 'ch-2',
    step: 'totp',
    enrolment: null,
    mustChangePassword: false,
    expiresInSeconds: 300,
  });
  answer(bo.verify, verified());
  renderBo(<LoginPage />);
  const user = await passPassword();
  await user.click(await screen.findByRole('button', { name: '使用恢复码' }));
  await user.type(screen.getByLabelText('恢复码'), 'ab12-cd34');
  await user.click(screen.getByRole('button', { name: '登录' }));
  await waitFor(() =>
    expect(callsTo(bo.verify)).toEqual([{ challengeId: 'ch-2', recoveryCode: 'ab12-cd34' }]),
  );
});

test('first login: shows the secret and URI, confirms a code with a new password, then the recovery codes once', async () => {
  const uri = 'otpauth://totp/Site:admin?secret=JBSWY3DPEHPK3PXP&issuer=Site';
  answer(bo.login, {
    challengeId: 'ch-3',
    step: 'enrol',
    enrolment: { secret: 'JBSWY3DPEHPK3PXP', uri },
    mustChangePassword: true,
    expiresInSeconds: 600,
  });
  answer(bo.verify, verified(['aaaa-bbbb', 'cccc-dddd']));
  renderBo(<LoginPage />);
  const user = await passPassword();
  expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
  expect(screen.getByTestId('totp-uri')).toHaveTextContent(uri);

  await user.type(screen.getByLabelText('确认动态码'), '654321');
  await user.type(screen.getByLabelText('新密码'), 'short');
  await user.click(screen.getByRole('button', { name: '登录' }));
  expect(await screen.findByText('新密码至少 12 位')).toBeInTheDocument();
  expect(callsTo(bo.verify)).toHaveLength(0);

  await user.clear(screen.getByLabelText('新密码'));
  await user.type(screen.getByLabelText('新密码'), 'a much longer password');
  await user.type(screen.getByLabelText('确认新密码'), 'a much longer password');
  await user.click(screen.getByRole('button', { name: '登录' }));
  expect(await screen.findByText('cccc-dddd')).toBeInTheDocument();
  expect(callsTo(bo.verify)).toEqual([
    { challengeId: 'ch-3', code: '654321', newPassword: 'a much longer password' },
  ]);
  expect(operatorSession.token()).toBeNull();
  await user.click(screen.getByRole('button', { name: '我已妥善保存，进入后台' }));
  expect(operatorSession.token()).toBe('f'.repeat(64));
});

test('after a session timeout the login page says so', () => {
  operatorSession.end('expired');
  renderBo(<LoginPage />);
  expect(screen.getByText('登录已超时，请重新登录')).toBeInTheDocument();
});
