import type { FaultFlow } from '../matrix.ts';
import { addressAdd } from './address.ts';
import { withdraw } from './account-capital.ts';
import { profileNickname } from './account-profile.ts';
import { passwordChange } from './account-security.ts';
import { vehicleAdd, vehicleEdit } from './account-vehicle.ts';

/** The account flows of the fault matrix: address, vehicle, withdraw, profile and security changes. */
export const accountFlows: readonly FaultFlow[] = [addressAdd, withdraw, vehicleAdd, vehicleEdit, profileNickname, passwordChange];
