import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { FIRST_SCREEN_READS_ID, HOME_READS, site, type Endpoint } from '../../contract';
import { NetworkError } from '../errors';
import { createQueryHooks } from './create-query-hooks';
import { clearFirstScreenReads, seedFirstScreenFromDocument } from './first-screen-seed';
import { createSiteQueryClient } from './query-client';

const notices = (title: string) => ({
  list: [{ id: 1, type: 'notice', title, content: '内容', top: false, publishTime: '2026-11-27 10:00:00' }],
  total: 1,
  pageNum: 1,
  pageSize: 10,
});

function setup(block: unknown) {
  const sent: string[] = [];
  const request = jest.fn(async (endpoint: Endpoint) => {
    sent.push(endpoint.path);
    await Promise.resolve();
    if (endpoint.path === site.queryNoticeListByPage.path) return notices('网络的公告');
    throw new NetworkError(endpoint.path);
  });
  const hooks = createQueryHooks(
    request as unknown as Parameters<typeof createQueryHooks>[0],
    createSiteQueryClient(),
  );
  document.body.innerHTML = `<script id="${FIRST_SCREEN_READS_ID}" type="application/json">${JSON.stringify(block)}</script>`;
  function Notices() {
    const { data } = hooks.useEndpointQuery(site.queryNoticeListByPage, HOME_READS.notices.payload, {
      staleTime: HOME_READS.notices.staleTime,
    });
    return <p>{data ? data.list[0]?.title : '加载中'}</p>;
  }
  return { sent, Notices };
}

const read = (readAt: number) => ({
  path: site.queryNoticeListByPage.path,
  payload: HOME_READS.notices.payload,
  data: notices('服务器随页面送来的公告'),
  readAt,
});

afterEach(() => {
  clearFirstScreenReads();
  document.body.innerHTML = '';
});

test('a section mounts with the answer index.html carried and makes no call while it is fresh', async () => {
  const { sent, Notices } = setup({ siteId: '1001', locale: 'zh-CN', reads: [read(Date.now() - 1000)] });
  expect(seedFirstScreenFromDocument({ siteId: '1001', locale: 'zh-CN' })).toBe(1);
  render(
    <StrictMode>
      <Notices />
    </StrictMode>,
  );
  // On the first render: no loading state at all.
  expect(screen.getByText('服务器随页面送来的公告')).toBeInTheDocument();
  await new Promise((done) => setTimeout(done, 20));
  expect(sent).toEqual([]);
});

test('an answer older than the section staleTime shows at once and is fetched again', async () => {
  const old = Date.now() - HOME_READS.notices.staleTime - 1;
  const { sent, Notices } = setup({ siteId: '1001', locale: 'zh-CN', reads: [read(old)] });
  seedFirstScreenFromDocument({ siteId: '1001', locale: 'zh-CN' });
  render(<Notices />);
  expect(screen.getByText('服务器随页面送来的公告')).toBeInTheDocument();
  expect(await screen.findByText('网络的公告')).toBeInTheDocument();
  expect(sent).toEqual([site.queryNoticeListByPage.path]);
});

test('answers read for another brand or locale are not used', async () => {
  for (const asked of [
    { siteId: '1002', locale: 'zh-CN' },
    { siteId: '1001', locale: 'zh-TW' },
  ]) {
    const { sent, Notices } = setup({ siteId: '1001', locale: 'zh-CN', reads: [read(Date.now())] });
    expect(seedFirstScreenFromDocument(asked)).toBe(0);
    const { unmount } = render(<Notices />);
    expect(await screen.findByText('网络的公告')).toBeInTheDocument();
    expect(sent).toEqual([site.queryNoticeListByPage.path]);
    unmount();
  }
});

test('a seeded answer the contract rejects is dropped and the section asks the server', async () => {
  const broken = { ...read(Date.now()), data: { list: 'not a list' } };
  const { sent, Notices } = setup({ siteId: '1001', locale: 'zh-CN', reads: [broken] });
  seedFirstScreenFromDocument({ siteId: '1001', locale: 'zh-CN' });
  render(<Notices />);
  await waitFor(() => expect(sent).toEqual([site.queryNoticeListByPage.path]));
  expect(await screen.findByText('网络的公告')).toBeInTheDocument();
});
