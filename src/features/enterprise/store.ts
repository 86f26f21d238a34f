import { persistedProxy } from '@/lib/storage';
import type { Registration } from './api';
import { type BasicDraft, emptyBasic, emptyQualification, type QualificationDraft } from './form';

/** The application being filled in, kept in this tab's storage so a reload between steps loses nothing. */
export interface EnterpriseDraft {
  basic: BasicDraft;
  qualification: QualificationDraft;
}

const persisted = persistedProxy<EnterpriseDraft>('enterpriseDraft', () => ({ basic: emptyBasic(), qualification: emptyQualification() }));

/** The draft of the enterprise upgrade form. */
export const enterpriseDraft = persisted.store;

/** Forgets the draft (after the application went to review, and in tests). */
export const resetDraft = persisted.reset;

/**
 * Fills an untouched step one with what the gateway kept (a rejected or saved application), so the
 * buyer corrects rather than retypes it.
 */
export function prefillBasic(registration: Registration): void {
  const basic = registration.basic;
  if (!basic || Object.values(enterpriseDraft.basic).some((value) => value !== '')) return;
  enterpriseDraft.basic = {
    companyName: basic.companyName,
    creditCode: basic.creditCode,
    legalPerson: basic.legalPerson,
    contactName: basic.contactName,
    contactMobile: basic.contactMobile,
    licenseImageUrl: basic.licenseImageUrl,
  };
}
