import { afterEach, describe, expect, it } from 'vitest';
import { errorText } from '../../../src/lib/api.ts';
import { ApiError, NetworkError, TimeoutError } from '../../../src/lib/http/errors.ts';
import { setLocale } from '../../../src/lib/i18n.ts';

afterEach(async () => {
  await setLocale('zh-CN');
});

/** Issue 17: every failure of a write reads as a sentence in the buyer's language. */
describe('errorText', () => {
  it('says offline, timed out and server failure in Chinese, keeping the client’s own timeout text', () => {
    expect(errorText(new NetworkError('Network Error'))).toBe('网络异常，请检查网络后重试');
    expect(errorText(new TimeoutError(15000))).toBe('网络超时，请稍后重试（timeout [ 15000ms ]）');
    expect(errorText(new ApiError('服务异常，请稍后重试', 500, '500', null))).toBe('服务异常，请稍后重试');
    expect(errorText(new ApiError('该订单已支付', 409, 'ORDER_PAID', null))).toBe('该订单已支付');
  });

  it('says them in English in the English UI (the gateway’s own wording stays as it is)', async () => {
    await setLocale('en');
    expect(errorText(new NetworkError('Network Error'))).toBe('Network error. Check your connection and try again.');
    expect(errorText(new TimeoutError(15000))).toBe('The request timed out. Please try again (timeout [ 15000ms ]).');
    expect(errorText(new ApiError('', 503, '503', null))).toBe('The service is unavailable. Please try again later.');
  });
});
