// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorState } from '../../../src/components/LoadState/index.ts';
import { ApiError, NetworkError, TimeoutError } from '../../../src/lib/http/errors.ts';

afterEach(cleanup);

const retryButton = () => screen.queryByRole('button', { name: '重试' });

describe('the error state offers a retry only when asking again may help', () => {
  it.each([
    ['a lost connection', new NetworkError('offline')],
    ['a timeout', new TimeoutError(15000)],
    ['a server fault', new ApiError('服务器开小差了', 500, '500', null)],
    ['a rate limit', new ApiError('操作太频繁', 429, 'RATE_LIMITED', null)],
  ])('%s: the reason and a retry', (_name, error) => {
    render(<ErrorState title="加载失败" error={error} onRetry={() => undefined} />);
    expect(retryButton()).toBeTruthy();
  });

  it.each([
    ['missing or another buyer’s', new ApiError('订单不存在', 404, '404', null)],
    ['not allowed', new ApiError('您没有该操作的权限', 400, 'NO_PERMISSION', null)],
  ])('%s: the reason, no retry (the same answer would come again)', (_name, error) => {
    render(<ErrorState title="加载失败" error={error} onRetry={() => undefined} />);
    expect(screen.getByText(error.message)).toBeTruthy();
    expect(retryButton()).toBeNull();
  });
});
