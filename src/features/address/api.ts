import type { CallData } from '@/lib/api';

export type Address = CallData<'address.detail'>;
