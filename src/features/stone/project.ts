import type { NewProject } from './api';

/** The units a project can be planned in (the gateway's default is 平方米). */
export const PROJECT_UNITS = [
  { id: 'squareMetre', unit: '平方米' },
  { id: 'metre', unit: '米' },
  { id: 'piece', unit: '块' },
] as const;
/** One of {@link PROJECT_UNITS}. */
export type ProjectUnitId = (typeof PROJECT_UNITS)[number]['id'];

/** The new-project form as typed. */
export type ProjectDraft = {
  projectName: string;
  projectAddress: string;
  contactName: string;
  contactMobile: string;
  startDate: string;
  endDate: string;
  plannedQuantity: string;
  unit: ProjectUnitId;
};

/** An empty form. */
export const emptyProjectDraft = (): ProjectDraft => ({
  projectName: '',
  projectAddress: '',
  contactName: '',
  contactMobile: '',
  startDate: '',
  endDate: '',
  plannedQuantity: '',
  unit: 'squareMetre',
});

/** What saving a draft sends: trimmed, blanks left out, the unit by its name. */
export function projectBody(draft: ProjectDraft): NewProject {
  const body: NewProject = {
    projectName: draft.projectName.trim(),
    projectAddress: draft.projectAddress.trim(),
    unit: PROJECT_UNITS.find((u) => u.id === draft.unit)!.unit,
  };
  const optional = {
    contactName: draft.contactName,
    contactMobile: draft.contactMobile,
    startDate: draft.startDate,
    endDate: draft.endDate,
    plannedQuantity: draft.plannedQuantity,
  };
  for (const [field, value] of Object.entries(optional) as [keyof typeof optional, string][]) {
    if (value.trim() !== '') body[field] = value.trim();
  }
  return body;
}
