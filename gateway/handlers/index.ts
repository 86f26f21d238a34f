import { addressHandlers } from './address';
import { authHandlers } from './auth';
import { capitalHandlers } from './capital';
import { cartHandlers } from './cart';
import { contentHandlers } from './content';
import { contractHandlers } from './contract';
import { enterpriseHandlers } from './enterprise';
import { goodsHandlers } from './goods';
import { invoiceHandlers } from './invoice';
import { logisticsHandlers } from './logistics';
import { memberHandlers } from './member';
import { orderHandlers } from './order';
import { payHandlers } from './pay';
import type { HandlerRegistry } from './types';
import { uploadHandlers } from './upload';

/**
 * Every call of the spec, by id, grouped by area as the spec files are. `satisfies` makes TypeScript
 * reject the registry when a call of `CallId` has no handler or a handler's input or output drifts
 * from the generated types; tests/gateway/registry.test.ts checks the same at run time over HTTP.
 */
export const handlers = {
  ...addressHandlers,
  ...authHandlers,
  ...capitalHandlers,
  ...cartHandlers,
  ...contentHandlers,
  ...contractHandlers,
  ...enterpriseHandlers,
  ...goodsHandlers,
  ...invoiceHandlers,
  ...logisticsHandlers,
  ...memberHandlers,
  ...orderHandlers,
  ...payHandlers,
  ...uploadHandlers,
} satisfies HandlerRegistry;
