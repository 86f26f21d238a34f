import { api, type CallBody, type CallData } from '@/lib/api';

/** An artificial-stone project with what has been shipped to it. */
export type StoneProject = CallData<'stone.projects'>['list'][number];
/** Where a project stands. */
export type ProjectStatus = StoneProject['status'];
/** What adding a project sends. */
export type NewProject = CallBody<'stone.addProject'>;
/** One shipment of a project. */
export type Shipment = CallData<'stone.shipmentData'>['list'][number];
/** A page of a project's shipments with the total over the whole filter. */
export type ShipmentPage = CallData<'stone.shipmentData'>;

/** The statuses in the order the list's tabs show them. */
export const projectStatuses: readonly ProjectStatus[] = ['active', 'finished'];

/** The artificial-stone project calls (thin wrappers over the generated client). */
export const stoneApi = {
  /** A page of the buyer's projects, newest first, of one status or all. */
  projects: (body: CallBody<'stone.projects'>, signal?: AbortSignal) => api.stone.projects(body, { signal }),
  add: (body: NewProject) => api.stone.addProject(body),
  /** A page of a project's shipments within the dates, with their total quantity. */
  shipments: (body: CallBody<'stone.shipmentData'>, signal?: AbortSignal): Promise<ShipmentPage> => api.stone.shipmentData(body, { signal }),
};
