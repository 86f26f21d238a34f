// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import VehicleAdd from '../../../src/features/vehicle/screens/VehicleAdd.tsx';
import VehicleSelect from '../../../src/features/vehicle/screens/VehicleSelect.tsx';
import { reset, vehicleStore } from '../../../src/features/vehicle/store.ts';
import { resetApi } from '../../../src/lib/api.ts';
import { setNativeBridge } from '../../../src/lib/native/index.ts';
import { forgetServerData } from '../../../src/lib/query.ts';
import { fakeApi, ok, renderAt } from '../order/helpers.tsx';

const vehicle = (vehicleId: string, plateNumber: string, status = 'available') => ({
  vehicleId,
  plateNumber,
  vehicleType: 'tipper',
  vehicleTypeName: '自卸车',
  loadWeight: '30',
  monitored: false,
  status,
});

beforeEach(() => {
  sessionStorage.clear();
  reset();
});
afterEach(() => {
  cleanup();
  forgetServerData();
  resetApi();
  setNativeBridge(undefined);
});

describe('vehicle screens', () => {
  it('should choose vehicles for the order and hand them back', async () => {
    fakeApi({
      'vehicle.list': () =>
        ok({ list: [vehicle('v1', '沪A12345'), vehicle('v2', '沪B54321'), vehicle('v3', '沪C00000', 'disabled')], total: 3, pageNum: 1, pageSize: 50 }),
    });
    const { router } = renderAt('/myCar/select_mycar?from=%2Fv2%2Forder', <VehicleSelect />, { '/v2/order': <p>checkout</p> }, '/myCar/select_mycar');
    // The list first: the confirm bar is there before it, and a busy machine may click it in between.
    expect(await screen.findByRole('checkbox', { name: '沪C00000' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: '确定（已选0辆）' }));
    expect(await screen.findByText('请至少选择一辆车')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: '沪B54321' }));
    await userEvent.click(screen.getByRole('button', { name: '确定（已选1辆）' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/order'));
    expect(vehicleStore.chosenFor).toBe('/v2/order');
    expect(vehicleStore.chosen).toEqual([{ vehicleId: 'v2', plateNumber: '沪B54321' }]);
  });

  it('should check the plate and load before adding a vehicle, then go back', async () => {
    const api = fakeApi({ 'vehicle.add': () => ok(vehicle('v9', '沪B99999')) });
    const { router } = renderAt(
      '/myCar/add?from=%2FmyCar%2Fselect_mycar%3Ffrom%3D%252Fv2%252Forder',
      <VehicleAdd />,
      { '/myCar/select_mycar': <p>picker</p> },
      '/myCar/add',
    );
    await userEvent.type(screen.getByRole('textbox', { name: '车牌号' }), 'AB');
    await userEvent.click(screen.getByRole('button', { name: '保存车辆' }));
    expect((await screen.findAllByText('请输入正确的车牌号')).length).toBeGreaterThan(0);
    expect(api.of('vehicle.add')).toHaveLength(0);
    await userEvent.clear(screen.getByRole('textbox', { name: '车牌号' }));
    await userEvent.type(screen.getByRole('textbox', { name: '车牌号' }), '沪b99999');
    await userEvent.type(screen.getByRole('textbox', { name: '核定载重（吨）' }), '25.5');
    await userEvent.click(screen.getByRole('button', { name: '自卸车' }));
    await userEvent.click(screen.getByRole('button', { name: '保存车辆' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myCar/select_mycar'));
    expect(api.of('vehicle.add')[0]!.body).toEqual({ plateNumber: '沪B99999', vehicleType: 'tipper', loadWeight: '25.5' });
  });
});
