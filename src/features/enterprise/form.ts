import type { FieldMessages } from '@/components/Form';
import type { Registration } from './api';

/** What step one asks for (EnterpriseBasicInfo without the optional address). */
export interface BasicDraft {
  companyName: string;
  creditCode: string;
  legalPerson: string;
  contactName: string;
  contactMobile: string;
  licenseImageUrl: string;
}

/** What step two asks for (EnterpriseQualification without the applyId). */
export interface QualificationDraft {
  legalPersonIdFrontUrl: string;
  legalPersonIdBackUrl: string;
  bankName: string;
  bankAccountName: string;
  bankAccountNo: string;
  taxpayerType: 'general' | 'small';
}

export const emptyBasic = (): BasicDraft => ({ companyName: '', creditCode: '', legalPerson: '', contactName: '', contactMobile: '', licenseImageUrl: '' });
export const emptyQualification = (): QualificationDraft => ({
  legalPersonIdFrontUrl: '',
  legalPersonIdBackUrl: '',
  bankName: '',
  bankAccountName: '',
  bankAccountNo: '',
  taxpayerType: 'general',
});

/** The drafts of the two steps (the form kit's `draft`): kept in this tab, so a reload between steps loses nothing. */
export const ENTERPRISE_DRAFTS = { basic: 'enterprise.basic', qualification: 'enterprise.qualification' } as const;

/**
 * Step one as the buyer starts it: what the gateway kept of a rejected or saved application, so the buyer
 * corrects rather than retypes it; empty for a first application.
 */
export function startingBasic(registration: Registration): BasicDraft {
  const basic = registration.basic;
  if (!basic) return emptyBasic();
  const { companyName, creditCode, legalPerson, contactName, contactMobile, licenseImageUrl } = basic;
  return { companyName, creditCode, legalPerson, contactName, contactMobile, licenseImageUrl };
}

/** Step two as the buyer starts it: the account is the company's, so its name defaults to the company name of step one. */
export function startingQualification(registration: Registration): QualificationDraft {
  return { ...emptyQualification(), bankAccountName: registration.basic?.companyName ?? '' };
}

/** Step one as sent: texts trimmed, the credit code in capitals. */
export function basicBody(draft: BasicDraft): BasicDraft {
  return {
    companyName: draft.companyName.trim(),
    creditCode: draft.creditCode.trim().toUpperCase(),
    legalPerson: draft.legalPerson.trim(),
    contactName: draft.contactName.trim(),
    contactMobile: draft.contactMobile.trim(),
    licenseImageUrl: draft.licenseImageUrl,
  };
}

/** Step two as sent: texts trimmed. */
export function qualificationBody(draft: QualificationDraft): QualificationDraft {
  return { ...draft, bankName: draft.bankName.trim(), bankAccountName: draft.bankAccountName.trim(), bankAccountNo: draft.bankAccountNo.trim() };
}

/** Step one's own words for a missing or too long value, naming the field (the rules' format messages say the rest). */
export const basicMessages = {
  companyName: { required: 'enterprise.form.problems.companyName.required', tooLong: 'enterprise.form.problems.companyName.tooLong' },
  creditCode: { required: 'enterprise.form.problems.creditCode.required' },
  legalPerson: { required: 'enterprise.form.problems.legalPerson.required', tooLong: 'enterprise.form.problems.legalPerson.tooLong' },
  contactName: { required: 'enterprise.form.problems.contactName.required', tooLong: 'enterprise.form.problems.contactName.tooLong' },
  contactMobile: { required: 'enterprise.form.problems.contactMobile.required' },
  licenseImageUrl: { required: 'enterprise.form.problems.licenseImageUrl.required' },
} as const satisfies Record<keyof BasicDraft, FieldMessages>;

/** Step two's own words for a missing or too long value, naming the field. */
export const qualificationMessages = {
  legalPersonIdFrontUrl: { required: 'enterprise.form.problems.legalPersonIdFrontUrl.required' },
  legalPersonIdBackUrl: { required: 'enterprise.form.problems.legalPersonIdBackUrl.required' },
  bankName: { required: 'enterprise.form.problems.bankName.required', tooLong: 'enterprise.form.problems.bankName.tooLong' },
  bankAccountName: { required: 'enterprise.form.problems.bankAccountName.required', tooLong: 'enterprise.form.problems.bankAccountName.tooLong' },
  bankAccountNo: { required: 'enterprise.form.problems.bankAccountNo.required' },
} as const satisfies Partial<Record<keyof QualificationDraft, FieldMessages>>;
