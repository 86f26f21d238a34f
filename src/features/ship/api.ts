import type { CallData } from '@/lib/api';

/** One of the buyer's ships with its bound captain. */
export type Ship = CallData<'ship.list'>['list'][number];
