import { describe, expect, it } from 'vitest';
import { profile } from '@gen/constants.gen';
import { DEMO_BUYER, SECOND_BUYER } from '../../gateway/seed';
import { MAX_IMAGE_DATA_URL_LENGTH, MAX_STRING_LENGTH } from '../../gateway/validation';
import { useTestGateway } from './helpers/gateway';

/**
 * The personal information (member.updateProfile) and the unread-message counts behind the /mine badge:
 * only the fields sent change, the name and nickname rules of spec/validation.yaml hold, an avatar is a
 * picture the buyer uploaded (upload.image; no data: URL, no other site's address), and each buyer changes
 * and counts only their own.
 */

const env = useTestGateway();

/** A tiny valid PNG (1×1), as a picked picture arrives. */
const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const info = (token: string, memberId: string) => env.gw.client.ok('member.findInformation', { token, query: { memberId } });

describe('member.updateProfile', () => {
  it('changes only the fields sent, and the user info says so too', async () => {
    const before = await info(env.a, DEMO_BUYER.memberId);
    const saved = await env.gw.client.ok('member.updateProfile', { token: env.a, body: { realName: '王小明' } });
    expect(saved).toMatchObject({ realName: '王小明', nickname: before.nickname, sex: before.sex, avatarUrl: before.avatarUrl });
    await env.gw.client.ok('member.updateProfile', { token: env.a, body: { nickname: '工地老王', sex: '2' } });
    expect(await info(env.a, DEMO_BUYER.memberId)).toMatchObject({ realName: '王小明', nickname: '工地老王', sex: '2' });
    expect(await env.gw.client.ok('auth.userInfo', { token: env.a })).toMatchObject({ realName: '王小明', nickname: '工地老王', sex: '2' });
  });

  it('takes a picture the buyer uploaded as the avatar, and the one they have as it is; not another buyer’s', async () => {
    const upload = async (token: string) =>
      (await env.gw.client.ok('upload.image', { token, body: { fileName: 'me.png', contentBase64: PNG_DATA_URL.slice(PNG_DATA_URL.indexOf(',') + 1) } })).url;
    const mine = await upload(env.a);
    expect((await env.gw.client.ok('member.updateProfile', { token: env.a, body: { avatarUrl: mine } })).avatarUrl).toBe(mine);
    expect((await info(env.a, DEMO_BUYER.memberId)).avatarUrl).toBe(mine);
    expect((await env.gw.client.ok('member.updateProfile', { token: env.a, body: { avatarUrl: mine } })).avatarUrl).toBe(mine);
    for (const avatarUrl of [await upload(env.b), PNG_DATA_URL, '/demo/avatar-b.svg']) {
      const refused = await env.gw.client.call('member.updateProfile', { token: env.a, body: { avatarUrl } });
      expect(refused.status, avatarUrl).toBe(400);
      expect(refused.envelope.message).toBe('头像须为上传的图片');
    }
    expect((await info(env.a, DEMO_BUYER.memberId)).avatarUrl).toBe(mine);
  });

  it.each([
    ['an empty name', { realName: '' }, '姓名须为1至20位汉字或字母'],
    ['a name with digits', { realName: '张三3' }, '姓名须为1至20位汉字或字母'],
    ['a 21-character name', { realName: '一二三四五六七八九十一二三四五六七八九十一' }, '姓名须为1至20位汉字或字母'],
    ['an empty nickname', { nickname: '' }, '昵称须为1至20个字符'],
    ['a 21-character nickname', { nickname: 'n'.repeat(21) }, '昵称须为1至20个字符'],
    ['an SVG avatar', { avatarUrl: 'data:image/svg+xml;base64,PHN2Zy8+' }, '头像须为上传的图片'],
    ['an avatar that is not base64', { avatarUrl: 'data:image/png;base64,<script>' }, '头像须为上传的图片'],
    ['an avatar sent inline', { avatarUrl: `data:image/jpeg;base64,${'A'.repeat(profile.avatarMaxChars)}` }, '头像须为上传的图片'],
    ['a script URL as avatar', { avatarUrl: 'javascript:alert(1)' }, '头像须为上传的图片'],
    // Only a picture sent inline may pass the request-wide string bound, and only up to its own.
    ['an avatar beyond any inline picture', { avatarUrl: `data:image/jpeg;base64,${'A'.repeat(MAX_IMAGE_DATA_URL_LENGTH)}` }, '过长（最多400000个字符）'],
    ['a nickname of 4001 characters', { nickname: 'n'.repeat(MAX_STRING_LENGTH + 1) }, '过长（最多4000个字符）'],
    ['a long text dressed as a picture elsewhere', { nickname: `data:text/plain;base64,${'A'.repeat(MAX_STRING_LENGTH)}` }, '过长（最多4000个字符）'],
  ])('refuses %s with its message and changes nothing', async (_what, body, message) => {
    const before = await info(env.a, DEMO_BUYER.memberId);
    const result = await env.gw.client.call('member.updateProfile', { token: env.a, body });
    expect(result.status).toBe(400);
    expect(result.envelope.success).toBe(false);
    expect(result.envelope.message).toContain(message);
    expect(await info(env.a, DEMO_BUYER.memberId)).toEqual(before);
  });

  it("buyer B's save changes B only; B cannot read A's information", async () => {
    const ofA = await info(env.a, DEMO_BUYER.memberId);
    const avatarUrl = (
      await env.gw.client.ok('upload.image', { token: env.b, body: { fileName: 'b.png', contentBase64: PNG_DATA_URL.slice(PNG_DATA_URL.indexOf(',') + 1) } })
    ).url;
    await env.gw.client.ok('member.updateProfile', { token: env.b, body: { realName: '李四四', nickname: '乙方', sex: '1', avatarUrl } });
    expect(await info(env.a, DEMO_BUYER.memberId)).toEqual(ofA);
    expect(await info(env.b, SECOND_BUYER.memberId)).toMatchObject({ realName: '李四四', nickname: '乙方', sex: '1' });
    expect((await env.gw.client.call('member.findInformation', { token: env.b, query: { memberId: DEMO_BUYER.memberId } })).status).toBe(403);
  });

  it('needs a login', async () => {
    expect((await env.gw.client.call('member.updateProfile', { body: { nickname: '路人' } })).status).toBe(401);
  });
});

describe('the unread count behind the badge', () => {
  it("counts a buyer's own unread messages; marking one read lowers it and B's marks change nothing of A's", async () => {
    const start = await env.gw.client.ok('message.unreadCount', { token: env.a });
    expect(start.total).toBeGreaterThan(0);
    const unread = (await env.gw.client.ok('message.list', { token: env.a, body: { pageNum: 1, pageSize: 50, read: false } })).list;
    expect(unread).toHaveLength(start.total);

    await env.gw.client.ok('message.markRead', { token: env.b, body: { messageIds: [unread[0]!.messageId] } });
    expect(await env.gw.client.ok('message.unreadCount', { token: env.a })).toEqual(start);

    const after = await env.gw.client.ok('message.markRead', { token: env.a, body: { messageIds: [unread[0]!.messageId] } });
    expect(after.total).toBe(start.total - 1);
    expect(await env.gw.client.ok('message.unreadCount', { token: env.a })).toEqual(after);

    const none = await env.gw.client.ok('message.markRead', { token: env.a, body: { all: true } });
    expect(none).toEqual({ total: 0, system: 0, order: 0, logistics: 0, finance: 0 });
    expect((await env.gw.client.ok('message.unreadCount', { token: env.b })).total).toBeGreaterThan(0);
  });
});
