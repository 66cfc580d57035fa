import { expect, test } from '@playwright/test';
import { HostShell } from '../support/pages/host';
import { MemberArea } from '../support/pages/mf-member';
import { codeSentTo, createMember, signIn } from '../support/site';

const randomPhone = () => MemberArea.randomPhone('139');

test('a new member binds phone and real name on /mine/auth, then sets a withdrawal password', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await createMember(request);
  await signIn(page, member);
  const main = page.getByRole('main');

  // Guard 2: the add-card page needs a bound phone and real name.
  await page.goto('/mine/addBankCard');
  await expect(page).toHaveURL(/\/mine\/auth\?redirect=%2Fmine%2FaddBankCard$/);

  const phoneForm = main.getByRole('form', { name: '手机号认证' });
  const phone = randomPhone();
  await phoneForm.getByLabel('手机号码').fill('1234');
  await phoneForm.getByRole('button', { name: '获取验证码' }).click();
  await expect(phoneForm.getByText('请输入正确的手机号码')).toBeVisible();
  await phoneForm.getByLabel('手机号码').fill(phone);
  await phoneForm.getByRole('button', { name: '获取验证码' }).click();
  await expect(new HostShell(page).toasts.getByText('获取手机验证码成功')).toBeVisible();
  await expect(phoneForm.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await phoneForm.getByLabel('验证码').fill(await codeSentTo(request, phone));
  await phoneForm.getByRole('button', { name: '绑定手机号' }).click();
  await expect(new HostShell(page).toasts.getByText('手机号绑定成功')).toBeVisible();
  await expect(main.getByText(`+86 ${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();

  const nameForm = main.getByRole('form', { name: '实名认证' });
  await nameForm.getByLabel('真实姓名').fill('张·');
  await nameForm.getByRole('button', { name: '提交认证' }).click();
  await expect(nameForm.getByText('请输入正确的姓名')).toBeVisible();
  await nameForm.getByLabel('真实姓名').fill('李晓明');
  await nameForm.getByRole('button', { name: '提交认证' }).click();
  await expect(nameForm.getByText('请确认您的真实姓名：李晓明')).toBeVisible();
  await nameForm.getByRole('button', { name: '确认提交' }).click();
  await expect(new HostShell(page).toasts.getByText('实名认证成功')).toBeVisible();
  // Both done: back to the page the guard stopped, which lets the member through now.
  await expect(page).toHaveURL(/\/mine\/addBankCard$/);
  await expect(main.getByRole('form', { name: '添加银行卡' })).toBeVisible();

  await page.goto('/mine/userinfo');
  await expect(new MemberArea(page).infoRow('真实姓名')).toContainText('已认证');
  await expect(new MemberArea(page).infoRow('手机号码')).toContainText('已认证');
  const withdrawRow = new MemberArea(page).infoRow('提款密码');
  await expect(withdrawRow).toContainText('未设置');
  await withdrawRow.getByRole('button', { name: '设置' }).click();
  const dialog = page.getByRole('dialog', { name: '设置提款密码' });
  await dialog.getByLabel('提款密码', { exact: true }).fill('24681a');
  await dialog.getByLabel('确认提款密码').fill('24681a');
  await dialog.getByRole('button', { name: '确认设置' }).click();
  await expect(dialog.getByText('提款密码须为6位数字').first()).toBeVisible();
  await dialog.getByLabel('提款密码', { exact: true }).fill('246810');
  await dialog.getByLabel('确认提款密码').fill('246810');
  await dialog.getByRole('button', { name: '确认设置' }).click();
  await expect(new HostShell(page).toasts.getByText('提款密码设置成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(withdrawRow).toContainText('已设置');
  await expect(withdrawRow.getByRole('button', { name: '修改' })).toBeVisible();
});
