import { defineLoaders } from '@/lib/routeData';

/** The reads of the order-placing routes (confirm, checkout steps, concrete, submit, contract submit). */
export const checkoutLoaders = defineLoaders({});
