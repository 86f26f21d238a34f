import { describe, expect, it } from 'vitest';
import { pickupCarrierProblem, takeCarriers } from '@/domain';

/** The carriers of a take (spec/calls/order.yaml TakeEntry): the buyer's vehicles or ships for a self-pickup, never both. */
describe('takeCarriers', () => {
  it('should carry nothing of the buyer for a delivery, whatever was chosen', () => {
    expect(takeCarriers(false, 'vehicle', ['v1'], ['s1'])).toEqual({ vehicleList: [] });
    expect(takeCarriers(false, 'ship', ['v1'], ['s1'])).toEqual({ vehicleList: [] });
  });

  it('should carry the vehicles, or the ships with no vehicle, for a self-pickup', () => {
    expect(takeCarriers(true, 'vehicle', ['v1', 'v2'], ['s1'])).toEqual({ vehicleList: ['v1', 'v2'] });
    expect(takeCarriers(true, 'ship', ['v1'], ['s1'])).toEqual({ vehicleList: [], shipList: ['s1'] });
  });

  it('should copy the ids (a later change of the choice does not reach a built take)', () => {
    const ships = ['s1'];
    const take = takeCarriers(true, 'ship', [], ships);
    ships.push('s2');
    expect(take.shipList).toEqual(['s1']);
  });
});

describe('pickupCarrierProblem', () => {
  it('should need vehicles or ships', () => {
    expect(pickupCarrierProblem({ vehicleList: [] })).toBe('none');
    expect(pickupCarrierProblem({ vehicleList: [], shipList: [] })).toBe('none');
  });

  it('should refuse vehicles and ships together', () => {
    expect(pickupCarrierProblem({ vehicleList: ['v1'], shipList: ['s1'] })).toBe('both');
  });

  it('should accept vehicles alone or ships alone', () => {
    expect(pickupCarrierProblem({ vehicleList: ['v1'] })).toBeNull();
    expect(pickupCarrierProblem({ vehicleList: ['v1'], shipList: [] })).toBeNull();
    expect(pickupCarrierProblem({ vehicleList: [], shipList: ['s1'] })).toBeNull();
  });
});
