// The wallet's pages are reached by their routes (/myCapital and its children); nothing of it is used by
// another feature. The pay-password keyboard it asks with is the pay feature's askPayPassword.
export type { CapitalAccount } from './api';
