import { defineLoaders } from '@/lib/routeData';
import { checkoutLoaders } from './checkoutQueries';
import { afterSalesLoaders } from './afterSalesQueries';

export const loaders = defineLoaders({ ...checkoutLoaders, ...afterSalesLoaders });
