export * from './session';
export * from './address';
export { createExpiryHandler, type ExpiryDeps, type ExpiryOutcome } from './expiry';
