import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { promotions } from '@site/shared/contract';
import { applyLocale } from '@site/shared/i18n';
import { clearSession, setSession } from '@site/shared/session';
import { answer, callsTo, fail, ok, resetFakeApi } from '@site/shared/testing';
import { renderPage } from '../../testing/render';
import { AgentForm } from './agent-form';
import { AgentTiers } from './agent-tiers';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());
jest.setTimeout(20_000);

beforeEach(() => {
  resetFakeApi();
  setSession({ token: 't', userId: '1' });
});
afterEach(() => clearSession());

describe('agent program', () => {
  it('lists the commission tiers', async () => {
    answer(
      promotions.agentConfig,
      ok({
        tiers: [
          { level: 1, activeMembers: 5, minNetLoss: '0.00', ratePercent: 30 },
          { level: 5, activeMembers: 100, minNetLoss: '1000000.00', ratePercent: 50 },
        ],
      }),
    );
    renderPage(<AgentTiers />);
    expect(await screen.findByText('50%')).toBeInTheDocument();
    expect(screen.getByText('≥ 100 人')).toBeInTheDocument();
  });

  it('checks the form in Chinese, sends it, then shows the pending application', async () => {
    answer(promotions.agentApplication, ok(null));
    answer(promotions.agentApply, ok({ id: 1, status: 'pending', createTime: '2026-11-23 12:00:00' }));
    const user = userEvent.setup();
    renderPage(<AgentForm />);
    await user.click(await screen.findByRole('button', { name: '提交申请' }));
    expect(screen.getByText('请输入联系人姓名（2-20字）')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(callsTo(promotions.agentApply)).toHaveLength(0);
    await user.type(screen.getByLabelText('联系人'), '王先生');
    await user.type(screen.getByLabelText('手机号码'), '13800138000');
    answer(
      promotions.agentApplication,
      ok({ id: 1, status: 'pending', createTime: '2026-11-23 12:00:00', reason: '', reviewTime: '' }),
    );
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByTestId('agent-status')).toHaveTextContent('审核中');
    expect(callsTo(promotions.agentApply)[0]?.payload).toMatchObject({
      contactName: '王先生',
      phone: '13800138000',
      channel: 'social',
    });
  });

  it('shows a rejection with its reason and lets the applicant apply again', async () => {
    answer(
      promotions.agentApplication,
      ok({
        id: 2,
        status: 'rejected',
        createTime: '2026-11-22 10:00:00',
        reason: '推广渠道信息不完整',
        reviewTime: '2026-11-23 09:30:00',
      }),
    );
    renderPage(<AgentForm />);
    expect(await screen.findByTestId('agent-status')).toHaveTextContent('未通过');
    expect(screen.getByTestId('agent-status')).toHaveTextContent('审核时间：2026-11-23 09:30:00');
    expect(screen.getByTestId('agent-reason')).toHaveTextContent('未通过原因：推广渠道信息不完整');
    expect(screen.getByRole('button', { name: '提交申请' })).toBeInTheDocument();
  });

  it('shows the server refusal and keeps what was typed', async () => {
    answer(promotions.agentApplication, ok(null));
    answer(promotions.agentApply, fail(6009, '您已提交过申请，请耐心等待审核'));
    const user = userEvent.setup();
    renderPage(<AgentForm />);
    await user.type(await screen.findByLabelText('联系人'), '王先生');
    await user.type(screen.getByLabelText('手机号码'), '13800138000');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('您已提交过申请，请耐心等待审核')).toBeInTheDocument();
    expect(screen.getByLabelText('联系人')).toHaveValue('王先生');
  });
});

describe('agent program in zh-TW (issue 18)', () => {
  afterEach(() => applyLocale('zh-CN'));

  it("shows the contract's form errors in Traditional, nothing Simplified", async () => {
    applyLocale('zh-TW');
    answer(promotions.agentApplication, ok(null));
    const user = userEvent.setup();
    renderPage(<AgentForm />);
    await user.click(await screen.findByRole('button', { name: '送出申請' }));
    expect(screen.getByText('請輸入聯絡人姓名（2-20字）')).toBeInTheDocument();
    expect(screen.getByText('請輸入正確的手機號碼')).toBeInTheDocument();
    expect(screen.queryByText('请输入联系人姓名（2-20字）')).not.toBeInTheDocument();
    expect(callsTo(promotions.agentApply)).toHaveLength(0);
  });
});
