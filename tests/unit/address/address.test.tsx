// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import AddressAdd from '../../../src/features/address/screens/AddressAdd.tsx';
import AddressList from '../../../src/features/address/screens/AddressList.tsx';
import AddressMapPick from '../../../src/features/address/screens/AddressMapPick.tsx';
import AddressSelect from '../../../src/features/address/screens/AddressSelect.tsx';
import { chosenOrderAddressId, reset, takeChosenAddressId } from '../../../src/features/address/store.ts';
import { resetApi } from '../../../src/lib/api.ts';
import { loadRuntimeConfig } from '../../../src/lib/runtimeConfig.ts';
import type { MapApi } from '../../../src/features/address/components/MapSearch.tsx';
import { pickRegion } from '../support/region.ts';
import { setNativeBridge } from '../../../src/lib/native/index.ts';
import { forgetServerData } from '../../../src/lib/query.ts';
import { addressStore, resetAddress } from '../../../src/lib/session/index.ts';
import { address, fakeApi, ok, renderAt } from '../order/helpers.tsx';

const second = {
  ...address,
  addressId: 'addr_2',
  receiverName: '刘工',
  receiverMobile: '13700000011',
  district: '宝山区',
  detail: '蕴川路500号',
  isDefault: false,
};
/** The map JS API as far as the pick uses it: records the controls and the search field, and lets a test choose a suggestion. */
function fakeMapApi() {
  const record = { controls: [] as string[], autocompleteInput: '', onSelect: (_event: { poi: object }) => undefined as void };
  const control = (name: string) =>
    class {
      readonly name = name;
    };
  const api = {
    Map: class {
      addControl(added: { name: string }) {
        record.controls.push(added.name);
      }
      setZoomAndCenter() {}
      destroy() {}
    },
    Marker: class {
      setPosition() {}
    },
    Autocomplete: class {
      constructor({ input }: { input: string }) {
        record.autocompleteInput = input;
      }
    },
    Scale: control('Scale'),
    OverView: control('OverView'),
    ToolBar: control('ToolBar'),
    MapType: control('MapType'),
    event: {
      addListener: (_target: unknown, _name: string, handler: (event: { poi: object }) => void) => void (record.onSelect = handler),
    },
  } as unknown as MapApi;
  return {
    api,
    get controls() {
      return record.controls;
    },
    get autocompleteInput() {
      return record.autocompleteInput;
    },
    select: (poi: object) => record.onSelect({ poi }),
  };
}

const page = (list = [address, second]) => ({ list, total: list.length, pageNum: 1, pageSize: 100 });

beforeEach(() => {
  sessionStorage.clear();
  reset();
  resetAddress();
});
afterEach(() => {
  cleanup();
  delete window.AMap;
  // The next test's screens read the same queries: its own answers, not this test's cached ones.
  forgetServerData();
  resetApi();
  setNativeBridge(undefined);
});

async function fillForm(mobile: string) {
  await userEvent.type(screen.getByRole('textbox', { name: '收货人' }), '王工地');
  await userEvent.type(screen.getByRole('textbox', { name: '手机号码' }), mobile);
  await pickRegion(['上海市', '上海市', '闵行区']);
  expect(screen.getByRole('button', { name: /^所在地区/ }).getAttribute('aria-label')).toBe('所在地区：上海市 闵行区');
  await userEvent.type(screen.getByRole('textbox', { name: '详细地址' }), '春东路508号');
}

describe('address screens', () => {
  it('should refuse a bad mobile number with a clear message and keep what was typed', async () => {
    const api = fakeApi({ 'address.add': () => ok({ ...address, addressId: 'addr_new' }) });
    renderAt('/receivingAddress/add', <AddressAdd />);
    await fillForm('12345');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findAllByText('请输入11位以1开头的手机号')).length).toBeGreaterThan(0);
    expect(api.of('address.add')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: '收货人' })).toHaveProperty('value', '王工地');
  });

  it('should add an address for the order and hand it back to the page that asked', async () => {
    const api = fakeApi({ 'address.add': () => ok({ ...address, addressId: 'addr_new', receiverName: '王工地' }) });
    const { router } = renderAt(
      '/receivingAddress/add?from=%2Fv2%2Forder%3Ffrom%3Dcart',
      <AddressAdd />,
      { '/v2/order': <p>checkout</p> },
      '/receivingAddress/add',
    );
    await fillForm('13900000088');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/order'));
    expect(api.of('address.add')[0]!.body).toMatchObject({
      type: '1',
      receiverName: '王工地',
      receiverMobile: '13900000088',
      district: '闵行区',
      // The region's national codes travel with its names.
      provinceCode: '310000',
      cityCode: '310100',
      districtCode: '310112',
      detail: '春东路508号',
      isDefault: false,
    });
    expect(addressStore.orderAdress).toMatchObject({ addressId: 'addr_new', type: '1' });
    expect(chosenOrderAddressId('/v2/order?from=cart')).toBe('addr_new');
  });

  it('should keep the form while the buyer picks the place on the web map page', async () => {
    fakeApi({});
    const first = renderAt('/receivingAddress/add', <AddressAdd />);
    await userEvent.type(screen.getByRole('textbox', { name: '收货人' }), '王工地');
    await userEvent.click(screen.getByRole('button', { name: '地图选点' }));
    expect(first.bridge.env.actions[0]).toMatch(/^navigate \/receivingAddress\/chose_address\?from=/);
    first.view.unmount();
    renderAt(
      '/receivingAddress/chose_address?from=%2FreceivingAddress%2Fadd',
      <AddressMapPick />,
      { '/receivingAddress/add': <AddressAdd /> },
      '/receivingAddress/chose_address',
    );
    await userEvent.click(screen.getByRole('button', { name: '确定位置' }));
    expect(await screen.findByText('请填写位置')).toBeTruthy();
    expect(screen.getByText('请选择所在地区')).toBeTruthy();
    // No province, city or district typed: the region is picked from the national list.
    expect(screen.queryByRole('textbox', { name: '区县' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: '详细位置' }), '莘庄工业区春东路508号');
    await pickRegion(['上海市', '上海市', '闵行区']);
    await userEvent.click(screen.getByRole('button', { name: '确定位置' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: '详细地址' })).toHaveProperty('value', '莘庄工业区春东路508号'));
    expect(screen.getByRole('textbox', { name: '收货人' })).toHaveProperty('value', '王工地');
    expect(screen.getByRole('button', { name: /^所在地区/ }).getAttribute('aria-label')).toBe('所在地区：上海市 闵行区');
  });

  it('should fill the place, its region with codes and its position from the map search when a map key is configured', async () => {
    const api = fakeApi({ 'address.add': () => ok({ ...address, addressId: 'addr_new' }) });
    const fake = fakeMapApi();
    window.AMap = fake.api;
    // The runtime config is the page's for good: the next tests get one without a map.
    onTestFinished(() => void loadRuntimeConfig(async () => Response.json({ apiBaseUrl: '', signingKeyPem: 'PRIVATE KEY' })));
    await loadRuntimeConfig(async () =>
      Response.json({ apiBaseUrl: '', signingKeyPem: 'PRIVATE KEY', map: { key: 'k1', scriptUrl: 'https://webapi.amap.com/maps' } }),
    );
    const first = renderAt('/receivingAddress/add', <AddressAdd />);
    await userEvent.type(screen.getByRole('textbox', { name: '收货人' }), '王工地');
    await userEvent.type(screen.getByRole('textbox', { name: '手机号码' }), '13900000088');
    first.view.unmount();
    const { router } = renderAt(
      `/receivingAddress/chose_address?from=${encodeURIComponent('/receivingAddress/add?from=%2Fv2%2Forder')}`,
      <AddressMapPick />,
      { '/receivingAddress/add': <AddressAdd />, '/v2/order': <p>checkout</p> },
      '/receivingAddress/chose_address',
    );
    const search = await screen.findByRole('textbox', { name: '搜索地点' });
    await waitFor(() => expect(fake.autocompleteInput).toBe(search.id));
    expect(fake.controls).toEqual(['Scale', 'OverView', 'ToolBar', 'MapType']);
    fake.select({ name: '春东路508号', address: '莘庄工业区', adcode: '310112', location: { getLat: () => 31.1, getLng: () => 121.4 } });
    await waitFor(() => expect(screen.getByRole('textbox', { name: '详细位置' })).toHaveProperty('value', '莘庄工业区 春东路508号'));
    expect(screen.getByRole('button', { name: /^所在地区/ }).getAttribute('aria-label')).toBe('所在地区：上海市 闵行区');
    expect(screen.getByText('已附带当前定位')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '确定位置' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: '详细地址' })).toHaveProperty('value', '莘庄工业区 春东路508号'));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/order'));
    expect(api.of('address.add')[0]!.body).toMatchObject({
      province: '上海市',
      city: '上海市',
      district: '闵行区',
      provinceCode: '310000',
      cityCode: '310100',
      districtCode: '310112',
      latitude: 31.1,
      longitude: 121.4,
    });
  });

  it('should say the current position is attached, in words rather than coordinates', async () => {
    fakeApi({});
    renderAt('/receivingAddress/chose_address', <AddressMapPick />, {}, '/receivingAddress/chose_address', {
      inApp: false,
      env: { position: () => Promise.resolve({ latitude: 31.1905, longitude: 121.7012 }) },
    });
    await userEvent.click(screen.getByRole('button', { name: '使用当前位置' }));
    expect(await screen.findByText('已附带当前定位')).toBeTruthy();
    expect(screen.queryByText(/31\.19|121\.70/)).toBeNull();
  });

  it('should list, set the default and delete after a confirmation', async () => {
    let list = [address, second];
    const api = fakeApi({
      'address.list': () => ok(page(list)),
      'address.setDefault': () => ok(null),
      'address.delete': (body) => {
        list = list.filter((a) => a.addressId !== (body as { addressId: string }).addressId);
        return ok(null);
      },
    });
    renderAt('/receivingAddress', <AddressList />);
    await screen.findByText(/刘工/);
    // Edit and delete are icon buttons named after the receiver.
    expect(screen.getByRole('button', { name: '编辑 刘工' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(api.of('address.setDefault')[0]!.body).toEqual({ addressId: 'addr_2' }));
    await userEvent.click(screen.getByRole('button', { name: '删除 刘工' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText(/刘工/)).toBeNull());
    expect(api.of('address.delete')[0]!.body).toEqual({ addressId: 'addr_2' });
  });

  it('should choose an address for the order and go back', async () => {
    fakeApi({ 'address.list': () => ok(page()) });
    const { router } = renderAt(
      '/receivingAddress/select_adress?from=%2Fv2%2Forder&addressId=addr_1',
      <AddressSelect />,
      { '/v2/order': <p>checkout</p> },
      '/receivingAddress/select_adress',
    );
    await userEvent.click(await screen.findByRole('button', { name: /选择 刘工/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/order'));
    expect(addressStore.orderAdress).toMatchObject({ addressId: 'addr_2' });
    expect(takeChosenAddressId('/v2/order')).toBe('addr_2');
    // Taken once: coming back to the page later does not apply it again.
    expect(takeChosenAddressId('/v2/order')).toBeNull();
  });
});
