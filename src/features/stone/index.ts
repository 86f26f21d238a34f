/** Public API of the artificial-stone projects (what other features may import): their data types. */
export type { StoneProject, Shipment } from './api';
