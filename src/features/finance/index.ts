/** Public API of the finance feature (what other features may import): its types; the screens are reached by route. */
export type { ApplyStatus, FinanceHomeData } from './api';
