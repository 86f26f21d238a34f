import type { MessageKey } from '@/lib/i18n';
import { checkFormat } from '@/lib/validation';
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
export interface ProjectDraft {
  projectName: string;
  projectAddress: string;
  contactName: string;
  contactMobile: string;
  startDate: string;
  endDate: string;
  plannedQuantity: string;
  unit: ProjectUnitId;
}

/** A field of the form that can have a problem. */
export type ProjectField = 'projectName' | 'projectAddress' | 'contactName' | 'contactMobile' | 'endDate' | 'plannedQuantity';

/** A field's problem: the catalogue key of its message (a required field's names the field). */
export type ProjectProblem = { readonly key: 'stone.add.required' } | { readonly key: Exclude<MessageKey, 'stone.add.required'> };

/** Longest contact name the gateway keeps. */
const MAX_CONTACT = 20;

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

/**
 * The problems of a draft, by field; none when it may be sent. Name and address are required (and within
 * the spec's plainText and projectName/projectAddress rules once trimmed); the contact name plainText and at
 * most 20 characters; the mobile, when given, passes the `mobile`
 * rule; the planned quantity, when given, the `projectQuantity` rule; the end date is not before the start.
 */
export function projectProblems(draft: ProjectDraft): Partial<Record<ProjectField, ProjectProblem>> {
  const found: Partial<Record<ProjectField, ProjectProblem>> = {};
  // Invisible control characters are named before the length: the length would not tell the buyer what is wrong.
  const required = (field: 'projectName' | 'projectAddress') => {
    const value = draft[field].trim();
    if (value === '') found[field] = { key: 'stone.add.required' };
    else {
      const failed = checkFormat('plainText', value) ?? checkFormat(field, value);
      if (failed) found[field] = { key: failed };
    }
  };
  required('projectName');
  required('projectAddress');
  const contact = draft.contactName.trim();
  const contactControl = checkFormat('plainText', contact);
  if (contactControl) found.contactName = { key: contactControl };
  else if ([...contact].length > MAX_CONTACT) found.contactName = { key: 'stone.add.contactTooLong' };
  const mobile = draft.contactMobile.trim();
  if (mobile !== '') {
    const failed = checkFormat('mobile', mobile);
    if (failed) found.contactMobile = { key: failed };
  }
  const quantity = draft.plannedQuantity.trim();
  if (quantity !== '') {
    const failed = checkFormat('projectQuantity', quantity);
    if (failed) found.plannedQuantity = { key: failed };
  }
  if (draft.startDate !== '' && draft.endDate !== '' && draft.endDate < draft.startDate) found.endDate = { key: 'stone.add.dateOrder' };
  return found;
}

/** What saving a valid draft sends: trimmed, blanks left out. */
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
