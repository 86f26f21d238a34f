import { describe, expect, it } from 'vitest';
import { callValidators } from '@gen/validators.gen';
import { searchKeyword } from '@gen/constants.gen';
import { useTestGateway } from './helpers/gateway';

/**
 * The goods search keyword's length: at most constants searchKeyword.maxLength characters (what the
 * app's box keeps); a longer one — sent by another client or a hand-made link — is refused with a
 * message naming the limit, and nothing is searched.
 */
const env = useTestGateway();
const search = (keyword: string) => env.gw.client.call('goods.search', { query: { keyword, pageNum: 1, pageSize: 10 } });

describe('goods.search keyword length', () => {
  it('takes a keyword of exactly the maximum, in Chinese characters too', async () => {
    expect((await search('混'.repeat(searchKeyword.maxLength))).status).toBe(200);
    expect((await search('c'.repeat(searchKeyword.maxLength))).status).toBe(200);
  });

  it('refuses one character more with 400 and a message naming the limit', async () => {
    for (const keyword of ['混'.repeat(searchKeyword.maxLength + 1), 'c'.repeat(1000)]) {
      const refused = await search(keyword);
      expect(refused.status).toBe(400);
      expect(refused.envelope.success).toBe(false);
      expect(refused.envelope.message).toContain(`最多${searchKeyword.maxLength}个字符`);
    }
  });

  it('declares the limit in the spec as the constant the app cuts to', () => {
    const query = callValidators['goods.search'].query;
    const at = (length: number) => query.safeParse({ keyword: 'c'.repeat(length), pageNum: '1', pageSize: '10' }).success;
    expect([at(searchKeyword.maxLength), at(searchKeyword.maxLength + 1)]).toEqual([true, false]);
  });
});
