import type { MessageKey } from '@/lib/i18n';
import { checkFormat } from '@/lib/validation';

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

/** A field's problem: a catalogue message and its parameters (the field's label is filled in by the screen). */
export type FieldProblem =
  | { readonly key: 'enterprise.form.required' | 'enterprise.form.imageRequired' }
  | { readonly key: 'enterprise.form.tooLong'; readonly max: number }
  | { readonly key: Extract<MessageKey, `validation.${string}`> };

/** The problems of a form, by field; empty when it may be sent. */
export type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

/**
 * A text the gateway requires (requiredText, spec/calls/enterprise.yaml): not blank, one line without
 * invisible control or bidi characters (validation.yaml plainText; named before the length, which would
 * not tell the buyer what is wrong), at most `max` characters.
 */
function text(value: string, max: number): FieldProblem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return { key: 'enterprise.form.required' };
  const control = checkFormat('plainText', trimmed);
  if (control) return { key: control };
  if ([...trimmed].length > max) return { key: 'enterprise.form.tooLong', max };
  return undefined;
}

/** A value of a format rule (spec/validation.yaml): required, then the rule's own message. */
function formatted(rule: 'creditCode' | 'mobile' | 'digits1to30', value: string): FieldProblem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return { key: 'enterprise.form.required' };
  const failed = checkFormat(rule, trimmed);
  return failed === null ? undefined : { key: failed };
}

const image = (url: string): FieldProblem | undefined => (url === '' ? { key: 'enterprise.form.imageRequired' } : undefined);

function only<F extends string>(problems: Record<F, FieldProblem | undefined>): Problems<F> {
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined)) as Problems<F>;
}

/** Step one's problems: the same limits the gateway applies, the credit code and mobile by their rules. */
export function basicProblems(draft: BasicDraft): Problems<keyof BasicDraft> {
  return only({
    companyName: text(draft.companyName, 100),
    creditCode: formatted('creditCode', draft.creditCode),
    legalPerson: text(draft.legalPerson, 20),
    contactName: text(draft.contactName, 20),
    contactMobile: formatted('mobile', draft.contactMobile),
    licenseImageUrl: image(draft.licenseImageUrl),
  });
}

/** Step two's problems: both ID pictures, the bank, the account name and the account number (digits only). */
export function qualificationProblems(draft: QualificationDraft): Problems<Exclude<keyof QualificationDraft, 'taxpayerType'>> {
  return only({
    legalPersonIdFrontUrl: image(draft.legalPersonIdFrontUrl),
    legalPersonIdBackUrl: image(draft.legalPersonIdBackUrl),
    bankName: text(draft.bankName, 50),
    bankAccountName: text(draft.bankAccountName, 100),
    bankAccountNo: formatted('digits1to30', draft.bankAccountNo),
  });
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
