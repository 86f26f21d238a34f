import { describe, expect, it } from 'vitest';
import { addons as addonRules } from '@gen/constants.gen';
import { useTestGateway } from './helpers/gateway';

const env = useTestGateway();

describe('demo catalogue', () => {
  /** The concrete add-on items of one group type (children only, not the group row). */
  async function names(groupType: string): Promise<string[]> {
    const rows = await env.gw.db.query<{ additem_name: string }>(
      "select additem_name from goods_addons where goods_id = 'g_concrete' and group_type = $1 and parent_id is not null order by sort",
      [groupType],
    );
    return rows.map((row) => row.additem_name);
  }

  it('has exactly one mixer-truck item whose name contains 泵送, so the others leave pumping off', async () => {
    const mixers = await names('mixerTruck');
    expect(mixers.length).toBeGreaterThan(1);
    expect(mixers.filter((name) => name.includes(addonRules.pumpingKeyword))).toHaveLength(1);
  });

  it('has exactly one pumping method whose name contains 地泵, not the first', async () => {
    const methods = await names('pumpingMethod');
    const ground = methods.filter((name) => name.includes(addonRules.groundPumpKeyword));
    expect(ground).toHaveLength(1);
    expect(methods[0]).not.toContain(addonRules.groundPumpKeyword);
  });

  it('serves the pictures its goods, banners and categories point at', async () => {
    const rows = await env.gw.db.query<{ images: unknown }>("select images from goods where goods_id = 'g_concrete'", []);
    const first = JSON.stringify(rows[0]?.images ?? '').match(/\/demo\/[A-Za-z0-9-]+\.svg/)?.[0];
    expect(first).toBeDefined();
    const response = await fetch(`${env.gw.url}${first}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg /);
    expect((await fetch(`${env.gw.url}/demo/..%2Fsecret.svg`)).status).toBe(404);
  });
});
