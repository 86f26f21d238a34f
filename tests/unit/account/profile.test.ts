// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveProfile, shownName } from '../../../src/features/account/profile.ts';
import { session, setToken, setUserInfo } from '../../../src/lib/session/index.ts';
import { installGateway, ok, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

const USER = {
  memberId: 'm_demo_a',
  accountName: 'demo',
  nickname: '演示买家',
  realName: '张建国',
  sex: '1' as const,
  mobile: '13800000001',
  memberType: 'enterprise' as const,
  weixinBound: true,
  hasPassword: true,
  hasPayPassword: true,
  quickOrderOpen: true,
};
const INFO = { memberId: 'm_demo_a', accountName: 'demo', nickname: '演示买家', realName: '张建国', sex: '1', mobile: '13800000001', memberType: 'enterprise' };

let env: ReturnType<typeof setUpScreenTest>;
beforeEach(() => {
  env = setUpScreenTest({ inApp: true });
  setToken('tok-demo-0123456789');
  setUserInfo(USER);
});
afterEach(() => tearDownScreenTest());

describe('the shown name', () => {
  it('the shown name: nickname, else real name, else account name', () => {
    expect(shownName({ accountName: 'demo', nickname: '演示买家', realName: '张建国' })).toBe('演示买家');
    expect(shownName({ accountName: 'demo', realName: '张建国' })).toBe('张建国');
    expect(shownName({ accountName: 'demo' })).toBe('demo');
  });
});

describe('saveProfile', () => {
  it('sends only the change, follows the answer in the user info and tells the app when the shown name changed', async () => {
    const gw = installGateway({ 'member.updateProfile': ok({ ...INFO, nickname: '工地老王', registerTime: '2025-10-21 10:00:00' }) });
    await saveProfile({ nickname: '工地老王' });
    expect(await gw.calls('member.updateProfile')[0]?.clone().json()).toEqual({ nickname: '工地老王' });
    expect(session.userInfo).toEqual({ ...USER, nickname: '工地老王' });
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ nickname: '工地老王', weixinBound: true });
    expect(env.fake.transport.calls.filter((call) => call.name === 'changeAccountName').map((call) => call.payload)).toEqual([{ accountName: '工地老王' }]);
  });

  it('says nothing to the app when the shown name stays (a gender or a real name behind a nickname)', async () => {
    installGateway({ 'member.updateProfile': ok({ ...INFO, sex: '2', realName: '王建国' }) });
    await saveProfile({ sex: '2' });
    expect(session.userInfo).toMatchObject({ sex: '2', realName: '王建国', nickname: '演示买家' });
    expect(env.fake.transport.calls.filter((call) => call.name === 'changeAccountName')).toEqual([]);
  });
});
