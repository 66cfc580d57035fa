import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { answer, callsTo, refuse, resetFakeBoApi } from '../../testing/fake-bo-api';
import { renderBo, signIn } from '../../testing/render';
import { ContentPage } from './content-page';

jest.mock('../../api/client', () => jest.requireActual('../../testing/fake-bo-api').fakeClientModule());

const notice = (title: string): bo.ContentFields => ({
  kind: 'notice',
  type: 'bulletin',
  title,
  content: `${title}的正文`,
  top: false,
});

function revision(id: number, title: string, live: boolean, locale: bo.ContentLocale = 'zh-CN') {
  return {
    id,
    locale,
    fields: notice(title),
    authorName: id === 1 ? '初始内容' : 'marketing.one',
    createdAt: '2026-11-27 10:00:00',
    publications: live || id === 1 ? [{ operatorName: 'marketing.one', at: '2026-11-27 10:05:00' }] : [],
    live,
  };
}

function item(
  revisions: bo.RevisionView[],
  state: bo.ContentState,
  tw: bo.RevisionView[] = [],
  withdrawn: { by: string; at: string } | null = null,
) {
  return {
    withdrawn,
    kind: 'notice' as const,
    itemId: '2',
    locales: {
      'zh-CN': { state, revisions },
      'zh-TW': { state: tw.length ? ('draft' as const) : ('none' as const), revisions: tw },
    },
  };
}

const page = (path: string) =>
  renderBo(
    <Routes>
      <Route path="/content/*" element={<ContentPage />} />
    </Routes>,
    { path },
  );

beforeEach(() => {
  resetFakeBoApi();
  signIn('marketing', ['content.read', 'content.manage']);
});

test('lists each kind with the state of both languages', async () => {
  answer(bo.listContent, ({ kind }): bo.ContentRow[] => [
    {
      itemId: kind === 'notice' ? '21' : '1',
      title: kind === 'notice' ? '春节存款到账说明' : '首存加赠100%',
      states: { 'zh-CN': kind === 'notice' ? 'draft' : 'changed', 'zh-TW': 'published' },
      updatedAt: '2026-11-27 10:00:00',
      updatedBy: 'marketing.one',
      withdrawn: false,
    },
  ]);
  const user = userEvent.setup();
  page('/content');
  const table = await screen.findByRole('table', { name: '公告' });
  expect(within(table).getByText('春节存款到账说明')).toBeInTheDocument();
  expect(within(table).getByText('草稿')).toBeInTheDocument();
  expect(within(table).getByText('已发布')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: '首页横幅' }));
  const banners = await screen.findByRole('table', { name: '首页横幅' });
  expect(within(banners).getByText('有未发布修改')).toBeInTheDocument();
  expect(callsTo(bo.listContent).map((c) => c.kind)).toEqual(['notice', 'banner']);
});

test('saves an edit as a draft, then publishes it with a reason', async () => {
  let current = item([revision(1, '系统维护公告', true)], 'published');
  answer(bo.contentItem, () => current);
  answer(bo.saveContent, (input) => {
    const saved = { ...revision(5, input.fields.title, false), fields: input.fields };
    current = item([saved, revision(1, '系统维护公告', true)], 'changed');
    return { itemId: '2', revision: revision(5, input.fields.title, false) };
  });
  answer(bo.publishContent, { state: 'published', rollback: false });
  const user = userEvent.setup();
  page('/content/notice/2');
  const title = await screen.findByLabelText(/标题/);
  expect(screen.getByRole('button', { name: '发布' })).toBeDisabled();
  await user.clear(title);
  await user.click(screen.getByRole('button', { name: '保存草稿' }));
  expect(screen.getByText('标题不能为空')).toBeInTheDocument();
  expect(callsTo(bo.saveContent)).toHaveLength(0);

  await user.type(title, '周三凌晨系统维护');
  expect(screen.getByText('有未保存的修改，请先保存草稿再发布')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '保存草稿' }));
  await waitFor(() => expect(callsTo(bo.saveContent)).toHaveLength(1));
  expect(callsTo(bo.saveContent)[0]).toEqual({
    itemId: '2',
    locale: 'zh-CN',
    fields: { ...notice('周三凌晨系统维护'), content: '系统维护公告的正文' },
  });
  expect(await screen.findByText('草稿已保存（版本 #5），玩家端暂不可见')).toBeInTheDocument();
  expect(within(screen.getByRole('article')).getByText('周三凌晨系统维护')).toBeInTheDocument();

  const publish = screen.getByRole('button', { name: '发布' });
  await waitFor(() => expect(publish).toBeEnabled());
  await user.click(publish);
  const dialog = screen.getByRole('dialog', { name: '发布简体版本 #5' });
  await user.type(within(dialog).getByLabelText(/原因/), '维护时间调整');
  await user.click(within(dialog).getByRole('button', { name: '发布' }));
  await waitFor(() =>
    expect(callsTo(bo.publishContent)).toEqual([
      { kind: 'notice', itemId: '2', locale: 'zh-CN', revisionId: 5, reason: '维护时间调整' },
    ]),
  );
});

test('rolls back to an older revision from the history', async () => {
  answer(
    bo.contentItem,
    item([revision(5, '新标题', true), revision(1, '系统维护公告', false)], 'published'),
  );
  answer(bo.publishContent, { state: 'changed', rollback: true });
  const user = userEvent.setup();
  page('/content/notice/2');
  const history = await screen.findByRole('table', { name: '历史版本' });
  expect(within(history).getByText('线上版本')).toBeInTheDocument();
  await user.click(within(history).getByRole('button', { name: '回滚到此版本' }));
  const dialog = screen.getByRole('dialog', { name: '回滚简体版本到 #1' });
  await user.type(within(dialog).getByLabelText(/原因/), '新文案有误');
  await user.click(within(dialog).getByRole('button', { name: '回滚到此版本' }));
  await waitFor(() => expect(callsTo(bo.publishContent)[0]?.revisionId).toBe(1));
});

test('the 繁體 tab starts from the 简体 text and saves as zh-TW; a refusal stays on the page', async () => {
  answer(bo.contentItem, item([revision(1, '系统维护公告', true)], 'published'));
  refuse(bo.saveContent, 6007, '标题不能超过 60 个字');
  const user = userEvent.setup();
  page('/content/notice/2');
  await user.click(await screen.findByRole('tab', { name: /繁體/ }));
  expect(screen.getByText(/繁體站默认显示由简体自动转换的文字/)).toBeInTheDocument();
  const title = screen.getByLabelText(/标题/);
  expect(title).toHaveValue('系统维护公告');
  await user.clear(title);
  await user.type(title, '系統維護公告');
  await user.click(screen.getByRole('button', { name: '保存草稿' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('标题不能超过 60 个字');
  expect(callsTo(bo.saveContent)[0]?.locale).toBe('zh-TW');
});

test('without content.manage the page is read-only', async () => {
  signIn('cs', ['content.read']);
  answer(bo.contentItem, item([revision(5, '新标题', false), revision(1, '系统维护公告', true)], 'changed'));
  page('/content/notice/2');
  expect(await screen.findByLabelText(/标题/)).toBeDisabled();
  expect(screen.queryByRole('button', { name: '保存草稿' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '发布' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '发布此版本' })).not.toBeInTheDocument();
});

test('takes a published notice down with a reason, shows it as 已下线 and puts it back', async () => {
  let down: { by: string; at: string } | null = null;
  answer(bo.contentItem, () => item([revision(1, '系统维护公告', true)], 'published', [], down));
  answer(bo.withdrawContent, () => {
    down = { by: 'marketing.one', at: '2026-11-27 11:00:00' };
    return { withdrawn: true as const };
  });
  answer(bo.restoreContent, () => {
    down = null;
    return { withdrawn: false as const };
  });
  const user = userEvent.setup();
  page('/content/notice/2');
  await user.click(await screen.findByRole('button', { name: '下线' }));
  const dialog = screen.getByRole('dialog', { name: '下线公告' });
  await user.click(within(dialog).getByRole('button', { name: '下线' }));
  expect(within(dialog).getByText('请填写原因，至少 2 个字')).toBeInTheDocument();
  expect(callsTo(bo.withdrawContent)).toHaveLength(0);
  await user.type(within(dialog).getByLabelText(/原因/), '活动取消');
  await user.click(within(dialog).getByRole('button', { name: '下线' }));
  await waitFor(() =>
    expect(callsTo(bo.withdrawContent)).toEqual([{ kind: 'notice', itemId: '2', reason: '活动取消' }]),
  );
  expect(
    await screen.findByText(/2026-11-27 11:00:00 由 marketing.one 下线，玩家端（简体和繁體）均不显示/),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '重新上线' }));
  const again = screen.getByRole('dialog', { name: '重新上线公告' });
  await user.type(within(again).getByLabelText(/原因/), '活动恢复');
  await user.click(within(again).getByRole('button', { name: '重新上线' }));
  await waitFor(() => expect(callsTo(bo.restoreContent)[0]?.reason).toBe('活动恢复'));
  await waitFor(() => expect(screen.queryByText(/由 marketing.one 下线/)).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: '下线' })).toBeInTheDocument();
});

test('marks a withdrawn item in the list; a draft never published cannot be taken down', async () => {
  answer(bo.listContent, (): bo.ContentRow[] => [
    {
      itemId: '4',
      title: '国庆活动公告',
      states: { 'zh-CN': 'published', 'zh-TW': 'none' },
      updatedAt: '2026-11-27 10:00:00',
      updatedBy: 'marketing.one',
      withdrawn: true,
    },
  ]);
  answer(bo.contentItem, item([revision(5, '草稿公告', false)], 'draft'));
  page('/content');
  const table = await screen.findByRole('table', { name: '公告' });
  expect(within(table).getByText('已下线')).toBeInTheDocument();
  page('/content/notice/2');
  expect(await screen.findAllByLabelText(/标题/)).not.toHaveLength(0);
  expect(screen.queryByRole('button', { name: '下线' })).not.toBeInTheDocument();
});
