import type { MessageKey } from '@/lib/i18n';
import { checkFormat } from '@/lib/validation';

/** Most photos of an evaluation (spec EvaluationInput imageUrls, max 9). */
export const MAX_PHOTOS = 9;

/** What the buyer filled in on /evaluation/addEvaluate. */
export interface EvaluationForm {
  /** Stars per goods id (0: not rated yet). */
  readonly goodsScores: Readonly<Record<string, number>>;
  readonly serviceScore: number;
  readonly logisticsScore: number;
  readonly content: string;
}

/** A problem of the form: the field and the catalogue key of its message. */
export type EvaluationProblems = {
  goods: string[];
  serviceScore?: MessageKey;
  logisticsScore?: MessageKey;
  content?: MessageKey;
};

/**
 * The problems of the form, none when it can be sent: every goods, the service and the delivery rated
 * (1–5 stars), the text within the spec's evaluationContent rule once trimmed (empty is left out).
 */
export function evaluationProblems(form: EvaluationForm, goodsIds: readonly string[]): EvaluationProblems {
  const problems: EvaluationProblems = { goods: goodsIds.filter((id) => !isScore(form.goodsScores[id])) };
  if (!isScore(form.serviceScore)) problems.serviceScore = 'evaluation.errors.serviceScore';
  if (!isScore(form.logisticsScore)) problems.logisticsScore = 'evaluation.errors.logisticsScore';
  const content = form.content.trim();
  // Invisible control characters first: the length message would not tell the buyer what is wrong.
  const contentProblem = content === '' ? null : (checkFormat('plainParagraphs', content) ?? checkFormat('evaluationContent', content));
  if (contentProblem) problems.content = contentProblem;
  return problems;
}

/** Whether the form has no problem. */
export function isClean(problems: EvaluationProblems): boolean {
  return problems.goods.length === 0 && !problems.serviceScore && !problems.logisticsScore && !problems.content;
}

function isScore(value: number | undefined): boolean {
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= 5;
}

/** Characters of a text as the gateway counts them (code points). */
export function textLength(text: string): number {
  return [...text.trim()].length;
}
