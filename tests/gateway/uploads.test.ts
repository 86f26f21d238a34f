import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { headers } from '@gen/constants.gen';
import { DEMO_BUYER, DEMO_IDS } from '../../gateway/seed';
import { SELLER_DESK_PATH } from '../../gateway/sellerDesk';
import { deliveryDraft } from './helpers/drafts';
import { startTestGateway, useTestGateway } from './helpers/gateway';

/**
 * upload.image (spec/calls/upload.yaml) and GET /gw/files/<id>: the type by magic bytes, 5 MB, not
 * empty, served back to its owner only with nosniff and Content-Disposition; and the calls that take
 * pictures taking the caller's own uploads only (pay.offline's vouchers).
 */

const env = useTestGateway();

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0rest-of-a-jpeg'), Buffer.from([0xff, 0xd9])]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(14, 1)]);

const upload = (token: string, bytes: Buffer, fileName = 'photo.jpg') =>
  env.gw.client.call<{ fileId: string; url: string; contentType: string; size: number; fileName: string }>('upload.image', {
    token,
    body: { fileName, contentBase64: bytes.toString('base64') },
  });

const fetchFile = (url: string, token?: string, how: 'header' | 'cookie' = 'header') =>
  fetch(`${env.gw.url}${url}`, {
    headers: token === undefined ? {} : how === 'header' ? { [headers.token]: token } : { cookie: `${headers.token}=${token}` },
  });

describe('upload.image', () => {
  it.each([
    ['JPEG', JPEG, 'image/jpeg', 'photo.jpg'],
    ['PNG', PNG, 'image/png', 'photo.png'],
    ['WebP', WEBP, 'image/webp', 'photo.webp'],
  ] as const)('takes a %s and serves it back to its owner with its type, nosniff and Content-Disposition', async (_name, bytes, type, served) => {
    const result = await upload(env.a, bytes, 'photo.jpg');
    expect(result.status).toBe(200);
    const file = result.envelope.data;
    expect(file).toMatchObject({ contentType: type, size: bytes.byteLength, fileName: served });
    expect(file.url).toBe(`/gw/files/${file.fileId}`);
    for (const how of ['header', 'cookie'] as const) {
      const answer = await fetchFile(file.url, env.a, how);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe(type);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-disposition')).toBe(`inline; filename="${served}"; filename*=UTF-8''${served}`);
      expect(answer.headers.get('content-security-policy')).toContain("img-src 'self'");
      expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes, whatever its name says', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    for (const [bytes, name] of [
      [html, 'photo.jpg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'a.png'],
      [Buffer.from('%PDF-1.7\n'), 'scan.webp'],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'a.gif'],
      [Buffer.from('RIFF\0\0\0\0WAVEfmt '), 'a.webp'],
    ] as const) {
      const refused = await upload(env.a, bytes, name);
      expect(refused.status, name).toBe(415);
      expect(refused.envelope).toMatchObject({ success: false, code: 'UPLOAD_TYPE' });
    }
  });

  it('refuses an empty picture, bad base64 and more than 5 MB', async () => {
    const empty = await upload(env.a, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.envelope.code).toBe('UPLOAD_EMPTY');
    const bad = await env.gw.client.call('upload.image', { token: env.a, body: { fileName: 'a.jpg', contentBase64: '/9j/<script>' } });
    expect(bad.status).toBe(400);
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024 + 3 - JPEG.byteLength, 7)]);
    const oversize = await upload(env.a, big);
    expect(oversize.status).toBe(413);
    expect(oversize.envelope.code).toBe('UPLOAD_TOO_LARGE');
    // Exactly 5 MB is fine.
    expect((await upload(env.a, big.subarray(0, 5 * 1024 * 1024))).status).toBe(200);
  });

  it('needs a login', async () => {
    const anonymous = await env.gw.client.call('upload.image', { body: { fileName: 'a.png', contentBase64: PNG.toString('base64') } });
    expect(anonymous.status).toBe(401);
  });

  it('answers 404 to another buyer, to no login and to an unknown id, the same for each', async () => {
    const file = (await upload(env.a, PNG, 'mine.png')).envelope.data;
    for (const answer of [
      await fetchFile(file.url, env.b),
      await fetchFile(file.url, env.b, 'cookie'),
      await fetchFile(file.url),
      await fetchFile('/gw/files/file_0000000000000000', env.a),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).not.toMatch(/^image\//);
    }
  });

  it('keeps the file name without control, bidi, quote or path characters', async () => {
    const file = (await upload(env.a, PNG, '../evil"\u202e\r\nname.html.jpg')).envelope.data;
    expect(file.fileName).toBe('..evilname.html.png');
    const answer = await fetchFile(file.url, env.a);
    expect(answer.headers.get('content-disposition')).toBe(`inline; filename="..evilname.html.png"; filename*=UTF-8''..evilname.html.png`);
  });
});

describe('UPLOAD_DIR: pictures in a directory', () => {
  let dir: string | undefined;
  afterAll(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  it('keeps the bytes in the directory, not the database, and serves them the same way', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'uploads-'));
    const other = await startTestGateway({ db: env.gw.db, settings: { uploadDir: dir } });
    try {
      const result = await other.client.call<{ fileId: string; url: string }>('upload.image', {
        token: env.a,
        body: { fileName: 'dir.jpg', contentBase64: JPEG.toString('base64') },
      });
      expect(result.status).toBe(200);
      const { fileId, url } = result.envelope.data;
      expect(await readdir(dir)).toEqual([fileId]);
      expect((await readFile(path.join(dir, fileId))).equals(JPEG)).toBe(true);
      const row = (await env.gw.db.query<{ data: unknown }>('select data from uploads where file_id = $1', [fileId]))[0]!;
      expect(row.data).toBeNull();
      const answer = await fetch(`${other.url}${url}`, { headers: { [headers.token]: env.a } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/jpeg');
      expect((await fetch(`${other.url}${url}`, { headers: { [headers.token]: env.b } })).status).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('pay.offline takes the buyer’s own uploads as vouchers', () => {
  const newOrder = async (key: string) =>
    (await env.gw.client.ok('order.submit', { token: env.a, body: { draft: deliveryDraft(), idempotencyKey: key, agreementAccepted: true } })).orderId;

  it('refuses data: URLs, other sites, paths that are no upload, another buyer’s file and control or bidi characters; stores its own', async () => {
    const orderId = await newOrder('upl-offline');
    const info = await env.gw.client.ok('pay.info', { token: env.a, query: { orderId } });
    const mine = (await upload(env.a, JPEG, 'voucher.jpg')).envelope.data;
    const theirs = (await upload(env.b, JPEG, 'voucher.jpg')).envelope.data;
    const pay = (voucherImages: string[], key: string) =>
      env.gw.client.call('pay.offline', { token: env.a, body: { orderId, idempotencyKey: key, amount: info.amount, voucherImages } });
    for (const [voucher, why] of [
      [`data:image/png;base64,${PNG.toString('base64')}`, 'inline data: URL'],
      ['https://elsewhere.example/v.png', 'another site'],
      ['/v.png', 'a path that is no upload'],
      [theirs.url, 'another buyer’s upload'],
      [`${mine.url}\u202e`, 'a bidi override'],
      [`\u0000${mine.url}`, 'a control character'],
      [`${mine.url}\n`, 'a line break'],
      [`/gw/files/\u2066${mine.fileId}`, 'an isolate inside'],
    ] as const) {
      const refused = await pay([voucher], `upl-offline-${why}`);
      expect(refused.status, why).toBe(400);
      expect(refused.envelope.success).toBe(false);
    }
    expect((await pay([], 'upl-offline-none')).status).toBe(400);
    const ok = await pay([mine.url], 'upl-offline-ok');
    expect(ok.status).toBe(200);
    const stored = (
      await env.gw.db.query<{ voucher: { voucherImages: string[] } }>("select voucher from payments where order_id = $1 and pay_way = 'offline'", [orderId])
    )[0]!;
    expect(stored.voucher.voucherImages).toEqual([mine.url]);
  });

  it('shows the vouchers on the seller’s side of the order, which confirms the money received and so pays the order', async () => {
    const orderId = await newOrder('upl-seller');
    const info = await env.gw.client.ok('pay.info', { token: env.a, query: { orderId } });
    const voucher = (await upload(env.a, PNG, 'slip.png')).envelope.data;
    await env.gw.client.ok('pay.offline', {
      token: env.a,
      body: { orderId, idempotencyKey: 'upl-seller-pay', amount: info.amount, voucherImages: [voucher.url], payerName: '张<b>建国</b>' },
    });
    // The seller is not the buyer: the file route still gives them nothing; the seller's page carries the photo itself.
    expect((await fetchFile(voucher.url)).status).toBe(404);
    const desk = await fetch(`${env.gw.url}${SELLER_DESK_PATH}?orderId=${orderId}`);
    expect(desk.status).toBe(200);
    expect(desk.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await desk.text();
    expect(html).toContain(`<img alt="付款凭证1" src="data:image/png;base64,${PNG.toString('base64')}"`);
    expect(html).toContain('付款人：张&lt;b&gt;建国&lt;/b&gt;，备注：无');
    expect(html).toContain('待确认收款');
    expect((await fetch(`${env.gw.url}${SELLER_DESK_PATH}?orderId=ord_missing`)).status).toBe(404);

    const paymentId = (
      await env.gw.db.query<{ payment_id: string }>("select payment_id from payments where order_id = $1 and pay_way = 'offline'", [orderId])
    )[0]!.payment_id;
    const confirmed = await fetch(`${env.gw.url}${SELLER_DESK_PATH}/confirm`, { method: 'POST', body: new URLSearchParams({ paymentId }), redirect: 'manual' });
    expect(confirmed.status).toBe(303);
    expect(await (await fetch(`${env.gw.url}${confirmed.headers.get('location')!}`)).text()).toContain('已确认收款');
    expect((await env.gw.client.ok('order.detail', { token: env.a, query: { orderId } })).status).toBe('pendingDelivery');
  });
});

describe('refund and evaluation photos are the buyer’s own uploads', () => {
  it('takes uploaded refund photos, refuses data: URLs and another buyer’s file, and keeps the photos a request has when it is edited', async () => {
    const { orderId } = await env.gw.client.ok('order.submit', {
      token: env.a,
      body: { draft: deliveryDraft(), idempotencyKey: 'upl-refund-order', agreementAccepted: true },
    });
    await env.gw.client.ok('pay.wallet', { token: env.a, body: { orderId, idempotencyKey: 'upl-refund-pay', payPassword: DEMO_BUYER.payPassword } });
    const mine = (await upload(env.a, PNG, 'site.png')).envelope.data.url;
    const theirs = (await upload(env.b, PNG, 'site.png')).envelope.data.url;
    const apply = (images: string[], refundId?: string) =>
      env.gw.client.call<{ refundId: string }>('order.refundApply', {
        token: env.a,
        body: { orderId, reason: '不想要了', amount: '1.00', images, ...(refundId ? { refundId } : {}) },
      });
    for (const images of [[`data:image/png;base64,${PNG.toString('base64')}`], [theirs], ['https://elsewhere.example/a.png']]) {
      const refused = await apply(images);
      expect(refused.status, images[0]).toBe(400);
      expect(refused.envelope.message).toBe('退款凭证须为上传的图片');
    }
    const applied = await apply([mine]);
    expect(applied.status).toBe(200);
    const { refundId } = applied.envelope.data;
    expect((await env.gw.client.ok('order.refundDetail', { token: env.a, query: { refundId } })).images).toEqual([mine]);
    // Edited: the photo it had stays; a new upload joins it.
    const another = (await upload(env.a, JPEG, 'more.jpg')).envelope.data.url;
    expect((await apply([mine, another], refundId)).status).toBe(200);
    expect((await env.gw.client.ok('order.refundDetail', { token: env.a, query: { refundId } })).images).toEqual([mine, another]);
    // A refund photo stays the buyer's: B gets 404.
    expect((await fetchFile(mine, env.b)).status).toBe(404);
  });

  it('publishes an evaluation’s photos with it: anyone may see them then, as the goods page shows the review', async () => {
    const photo = (await upload(env.a, PNG, 'site.png')).envelope.data.url;
    expect((await fetchFile(photo, env.b)).status).toBe(404);
    const theirs = (await upload(env.b, PNG, 'site.png')).envelope.data.url;
    const body = { orderId: DEMO_IDS.orderShipA, goodsId: DEMO_IDS.sand, goodsScore: 5 };
    const refused = await env.gw.client.call('evaluation.add', { token: env.a, body: { ...body, imageUrls: [theirs] } });
    expect(refused.status).toBe(400);
    expect((await fetchFile(theirs)).status).toBe(404);
    const added = await env.gw.client.ok('evaluation.add', { token: env.a, body: { ...body, imageUrls: [photo] } });
    expect(added.imageUrls).toEqual([photo]);
    expect((await fetchFile(photo, env.b)).status).toBe(200);
    expect((await fetchFile(photo)).status).toBe(200);
  });
});
