import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUYER, SECOND_BUYER } from '../../gateway/seed';
import { useTestGateway } from './helpers/gateway';

/**
 * The enterprise upgrade over HTTP (enterprise.submitBasic, submitQualification, status; member.status):
 * the credit code, bank account and plain-text name rules, pictures the buyer uploaded (upload.image; not data: URLs), the
 * application going to review and member.status saying so, and buyer A kept off buyer B's application.
 */

const env = useTestGateway();

/** A 1×1 PNG as a data: URL (how pictures travelled before the upload call): refused now. */
const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
/** That PNG uploaded by buyer B (upload.image), as the app sends a picked picture. */
let PNG = '';

const basic = {
  companyName: '苏州第二建设有限公司',
  creditCode: '91320500MA1XYZ1234',
  legalPerson: '李四',
  contactName: '李四',
  contactMobile: SECOND_BUYER.mobile,
  licenseImageUrl: PNG,
};
const qualification = (applyId: string) => ({
  applyId,
  legalPersonIdFrontUrl: PNG,
  legalPersonIdBackUrl: PNG,
  bankName: '中国银行苏州分行',
  bankAccountName: '苏州第二建设有限公司',
  bankAccountNo: '6217000000000000123',
  taxpayerType: 'general' as const,
});

beforeAll(async () => {
  PNG = (
    await env.gw.client.ok('upload.image', {
      token: env.b,
      body: { fileName: 'licence.png', contentBase64: PNG_DATA_URL.slice(PNG_DATA_URL.indexOf(',') + 1) },
    })
  ).url;
  basic.licenseImageUrl = PNG;
});

describe('enterprise upgrade', () => {
  it('refuses a bad credit code, a bad picture, a name with a control character and a bad bank account, and keeps nothing of them', async () => {
    expect((await env.gw.client.ok('enterprise.status', { token: env.b })).status).toBe('none');
    for (const creditCode of ['91320500MA1XYZ123', '91320500MA1XYZ12345', '91320500-MA1XYZ123', '']) {
      const result = await env.gw.client.call('enterprise.submitBasic', { token: env.b, body: { ...basic, creditCode } });
      expect(result.status, creditCode).toBe(400);
    }
    const svg = await env.gw.client.call('enterprise.submitBasic', {
      token: env.b,
      body: { ...basic, licenseImageUrl: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' },
    });
    expect(svg.status).toBe(400);
    // Pictures are the buyer's own uploads: an inline picture, another site's, another buyer's are refused.
    const ofA = (
      await env.gw.client.ok('upload.image', { token: env.a, body: { fileName: 'a.png', contentBase64: PNG_DATA_URL.slice(PNG_DATA_URL.indexOf(',') + 1) } })
    ).url;
    for (const licenseImageUrl of [PNG_DATA_URL, 'https://elsewhere.example/licence.png', ofA, `${PNG}\u202e`]) {
      const refused = await env.gw.client.call('enterprise.submitBasic', { token: env.b, body: { ...basic, licenseImageUrl } });
      expect(refused.status, licenseImageUrl).toBe(400);
    }
    // Names with an invisible control or bidi character (validation.yaml plainText; issue 17).
    for (const [field, value] of [
      ['companyName', '苏州第二\u202e建设有限公司'],
      ['legalPerson', '李\u0007四'],
      ['contactName', '李\t四'],
    ] as const) {
      const result = await env.gw.client.call('enterprise.submitBasic', { token: env.b, body: { ...basic, [field]: value } });
      expect(result.status, field).toBe(400);
      expect(result.envelope.message).toContain(`body.${field}`);
    }
    expect((await env.gw.client.ok('enterprise.status', { token: env.b })).status).toBe('none');
  });

  it('takes step one with a picked picture, then step two; the application and member.status say under review', async () => {
    const saved = await env.gw.client.ok('enterprise.submitBasic', { token: env.b, body: basic });
    expect(saved).toMatchObject({ status: 'draft', step: 1, basic: { companyName: basic.companyName, creditCode: basic.creditCode, licenseImageUrl: PNG } });
    const applyId = saved.applyId!;

    const letters = await env.gw.client.call('enterprise.submitQualification', {
      token: env.b,
      body: { ...qualification(applyId), bankAccountNo: '6217-0000' },
    });
    expect(letters.status).toBe(400);
    for (const [field, value] of [
      ['bankName', '中国银行\u2066苏州分行'],
      ['bankAccountName', '苏州第二建设\u001b有限公司'],
    ] as const) {
      const result = await env.gw.client.call('enterprise.submitQualification', { token: env.b, body: { ...qualification(applyId), [field]: value } });
      expect(result.status, field).toBe(400);
      expect(result.envelope.message).toContain(`body.${field}`);
    }
    expect((await env.gw.client.ok('enterprise.status', { token: env.b })).status).toBe('draft');

    const reviewing = await env.gw.client.ok('enterprise.submitQualification', { token: env.b, body: qualification(applyId) });
    expect(reviewing).toMatchObject({ status: 'reviewing', step: 2, submitTime: expect.any(String) });
    const member = await env.gw.client.ok('member.status', { token: env.b, query: { memberId: SECOND_BUYER.memberId } });
    expect(member.enterpriseStatus).toBe('reviewing');
    expect((await env.gw.client.ok('member.type', { token: env.b, query: { memberId: SECOND_BUYER.memberId } })).memberType).toBe('personal');

    // Under review, step one cannot be sent again.
    const again = await env.gw.client.call('enterprise.submitBasic', { token: env.b, body: basic });
    expect(again.status).toBe(409);
  });

  it("keeps buyer A off buyer B's application, and B off A's", async () => {
    const ofB = await env.gw.client.ok('enterprise.status', { token: env.b });
    const ofA = await env.gw.client.ok('enterprise.status', { token: env.a });
    expect(ofA.applyId).not.toBe(ofB.applyId);
    // A sending step two with B's application id: not found, as an id that does not exist.
    const result = await env.gw.client.call('enterprise.submitQualification', { token: env.a, body: qualification(ofB.applyId!) });
    expect(result.status).toBe(404);
    const missing = await env.gw.client.call('enterprise.submitQualification', { token: env.a, body: qualification('ent_nope') });
    expect(result.envelope).toEqual(missing.envelope);
    // B asking A's member status: refused.
    expect((await env.gw.client.call('member.status', { token: env.b, query: { memberId: DEMO_BUYER.memberId } })).status).toBe(403);
    expect(await env.gw.client.ok('enterprise.status', { token: env.b })).toEqual(ofB);
    expect(await env.gw.client.ok('enterprise.status', { token: env.a })).toEqual(ofA);
  });
});
