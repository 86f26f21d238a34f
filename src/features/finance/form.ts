import { FINANCE_PURPOSE_MAX, financeAmountProblem, formatMoney, type DecimalInput, type FinanceAmountProblem } from '@/domain';
import type { MessageKey, useT } from '@/lib/i18n';
import { checkFormat } from '@/lib/validation';

/** A field's problem: the catalogue key of its message, with the message's value when it has one. */
export type Problem =
  | { readonly key: 'finance.errors.amountExceeds'; readonly amount: string }
  | { readonly key: 'finance.errors.tooLong'; readonly max: number }
  | {
      readonly key:
        | 'finance.errors.amountRequired'
        | 'finance.errors.amountFormat'
        | 'finance.errors.amountNotPositive'
        | 'finance.errors.contactNameRequired'
        | 'validation.financeTerm'
        | 'validation.mobile'
        | 'validation.plainText'
        | 'validation.plainParagraphs';
    };

/** A problem in the buyer's words. */
export function problemText(problem: Problem, t: ReturnType<typeof useT>): string {
  switch (problem.key) {
    case 'finance.errors.amountExceeds':
      return t(problem.key, { amount: problem.amount });
    case 'finance.errors.tooLong':
      return t(problem.key, { max: problem.max });
    default:
      return t(problem.key);
  }
}

/** What the buyer typed on /financing/applay. */
export interface ApplyForm {
  readonly amount: string;
  readonly term: string;
  readonly company: string;
  readonly contactName: string;
  readonly contactMobile: string;
  readonly purpose: string;
}

/** What the buyer typed on /myFinance/distract. */
export interface DrawdownForm {
  readonly amount: string;
  readonly term: string;
  readonly orderNo: string;
}

type Problems<F> = Partial<Record<keyof F, Problem>>;

/** Longest company name, contact name and order number (the gateway's limits). */
const MAX = { company: 100, contactName: 20, orderNo: 32 } as const;

const AMOUNT_KEYS = {
  required: 'finance.errors.amountRequired',
  format: 'finance.errors.amountFormat',
  notPositive: 'finance.errors.amountNotPositive',
} as const satisfies Record<Exclude<FinanceAmountProblem, 'exceeds'>, MessageKey>;

function amountProblem(amount: string, max?: DecimalInput): Problem | undefined {
  const problem = financeAmountProblem(amount, max);
  if (problem === null) return undefined;
  return problem === 'exceeds' ? { key: 'finance.errors.amountExceeds', amount: formatMoney(max) } : { key: AMOUNT_KEYS[problem] };
}

function termProblem(term: string): Problem | undefined {
  const key = checkFormat('financeTerm', term.trim());
  return key ? { key } : undefined;
}

/** Too long, or holding an invisible control or bidi character (spec/validation.yaml plainText; plainParagraphs for the multi-line purpose). */
function lengthProblem(text: string, max: number, rule: 'plainText' | 'plainParagraphs' = 'plainText'): Problem | undefined {
  if ([...text.trim()].length > max) return { key: 'finance.errors.tooLong', max };
  const key = checkFormat(rule, text.trim());
  return key ? { key } : undefined;
}

/** Keeps the fields that have a problem. */
function only<F>(problems: Problems<F>): Problems<F> {
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined)) as Problems<F>;
}

/**
 * The problems of an application, none when it can be sent: an amount above 0 with at most 2 decimals, a
 * term of 1–36 months (the financeTerm rule), a contact name, an 11-digit mobile (the mobile rule), the
 * company and the purpose within their lengths.
 */
export function applyProblems(form: ApplyForm): Problems<ApplyForm> {
  const contactMobile = checkFormat('mobile', form.contactMobile.trim());
  return only<ApplyForm>({
    amount: amountProblem(form.amount),
    term: termProblem(form.term),
    company: lengthProblem(form.company, MAX.company),
    contactName: form.contactName.trim() === '' ? { key: 'finance.errors.contactNameRequired' } : lengthProblem(form.contactName, MAX.contactName),
    contactMobile: contactMobile ? { key: contactMobile } : undefined,
    purpose: lengthProblem(form.purpose, FINANCE_PURPOSE_MAX, 'plainParagraphs'),
  });
}

/** The problems of a drawdown, none when it can be sent: an amount above 0, at most `available`; a term of 1–36 months; the order number's length. */
export function drawdownProblems(form: DrawdownForm, available: DecimalInput): Problems<DrawdownForm> {
  return only<DrawdownForm>({ amount: amountProblem(form.amount, available), term: termProblem(form.term), orderNo: lengthProblem(form.orderNo, MAX.orderNo) });
}

/** Whether a form has no problem. */
export function isClean(problems: object): boolean {
  return Object.keys(problems).length === 0;
}
