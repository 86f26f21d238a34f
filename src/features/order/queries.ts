import { defineLoaders } from '@/lib/routeData';
import { checkoutLoaders } from './checkoutLoaderQueries';
import { afterSalesLoaders } from './afterSalesQueries';

export const loaders = defineLoaders({ ...checkoutLoaders, ...afterSalesLoaders });
