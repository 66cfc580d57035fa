/** @jest-environment node */
import { member } from '../contract';
import { configureApi, request, requestWithChallenge } from './default-client';
import { sendJson, startPlatformStub, type PlatformStub } from './testing/platform-stub';

let stub: PlatformStub;
beforeAll(async () => {
  stub = await startPlatformStub();
});
afterAll(() => stub.close());

describe('default client', () => {
  it('rejects before configureApi, then sends through the configured client', async () => {
    await expect(request(member.feedbackUnreadNum, {})).rejects.toThrow(/configureApi/);
    await expect(requestWithChallenge(member.feedbackUnreadNum, {})).rejects.toThrow(/configureApi/);
    stub.handle((_req, res) => sendJson(res, { status_code: 6000, data: { count: 3 }, message: '' }));
    configureApi({
      baseUrl: stub.baseUrl,
      siteId: 's1',
      version: '9',
      safeSwitch: false,
      getToken: () => 'tok',
      getUuid: () => 'fp',
    });
    await expect(request(member.feedbackUnreadNum, {})).resolves.toEqual({ count: 3 });
    await expect(requestWithChallenge(member.feedbackUnreadNum, {})).resolves.toEqual({
      challenge: null,
      data: { count: 3 },
    });
    expect(stub.seen[0]?.headers).toMatchObject({ 'site-id': 's1', version: '9', uuid: 'fp', token: 'tok' });
  });
});
