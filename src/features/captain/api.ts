import type { CallData } from '@/lib/api';

/** One of the buyer's captains with the ship they command. */
export type Captain = CallData<'captain.list'>['list'][number];
