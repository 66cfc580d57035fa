import { ApiError, NetworkError, ResponseValidationError } from '../errors';
import { failureText } from './failure-text';

describe('failureText', () => {
  it("shows the server's message for a refusal", () => {
    const error = new ApiError({ status_code: 6413, message: '余额不足', data: null }, '/x');
    expect(failureText(error)).toBe('余额不足');
  });

  it('shows the client text for a lost or untrusted answer and the generic one without a message', () => {
    expect(failureText(new NetworkError('/x'))).toBe('服务开小差了，请稍后再试');
    expect(failureText(new ResponseValidationError('/x', []))).toBe('数据异常，请稍后再试');
    expect(failureText('boom')).toBe('服务开小差了，请稍后再试');
    expect(failureText(new Error(''))).toBe('服务开小差了，请稍后再试');
  });
});
