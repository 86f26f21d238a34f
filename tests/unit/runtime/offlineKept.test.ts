import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { offline } from '@/lib/constants';
import { keptOffline } from '@/lib/offline/persist';

describe('what the device keeps of a buyer offline', () => {
  it('keeps the reads spec/constants.yaml names, by area and call, and nothing of a wallet, a payment or an invoice', () => {
    expect(keptOffline(['goods', 'detail', { goodsId: 'g' }])).toBe(true);
    expect(keptOffline(['cart', 'list'])).toBe(true);
    expect(keptOffline(['order', 'detail', { orderId: 'o' }])).toBe(true);
    expect(keptOffline(['waybill', 'detail', { waybillId: 'w' }])).toBe(true);
    expect(keptOffline(['contract', 'details', { contractId: 'c' }])).toBe(true);
    expect(keptOffline(['order', 'refundDetail', {}])).toBe(false);
    expect(keptOffline(['capital', 'account'])).toBe(false);
    expect(keptOffline(['pay', 'info', {}])).toBe(false);
    expect(keptOffline(['invoice', 'list'])).toBe(false);
    expect(keptOffline([])).toBe(false);
  });

  it('names only reads the app has (the calls with a generated query)', () => {
    const reads = new Set([...readFileSync('generated/queries.gen.ts', 'utf8').matchAll(/^\s+\| '([\w.]+)'$/gm)].map((match) => match[1]));
    expect(reads.size).toBeGreaterThan(50);
    for (const [area, names] of Object.entries(offline.keptReads)) {
      for (const name of names as readonly string[]) {
        const found = [...reads].filter((id) => id === `${area}.${name}` || (name === '*' && id?.startsWith(`${area}.`)));
        expect(found.length, `${area}.${name}`).toBeGreaterThan(0);
      }
    }
  });
});
