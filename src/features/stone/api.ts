import type { CallBody, CallData } from '@/lib/api';

/** An artificial-stone project with what has been shipped to it. */
export type StoneProject = CallData<'stone.projects'>['list'][number];
/** Where a project stands. */
export type ProjectStatus = StoneProject['status'];
/** What adding a project sends. */
export type NewProject = CallBody<'stone.addProject'>;
/** One shipment of a project. */
export type Shipment = CallData<'stone.shipmentData'>['list'][number];

/** The statuses in the order the list's tabs show them. */
export const projectStatuses: readonly ProjectStatus[] = ['active', 'finished'];
