import { evaluationAddFields } from '@/lib/fields';

/** Most photos of an evaluation (the spec's imageUrls). */
export const MAX_PHOTOS = evaluationAddFields.imageUrls.maxItems;
/** Most characters of the text (the spec's content). */
export const MAX_CONTENT = evaluationAddFields.content.maxLength;

/** What the buyer fills in on /evaluation/addEvaluate. */
export interface EvaluationValues {
  /** Stars per goods id (absent: not rated yet). */
  goodsScores: Record<string, number>;
  /** 0 until rated. */
  serviceScore: number;
  logisticsScore: number;
  content: string;
  /** data: URLs of the picked photos (or URLs the app answered). */
  photos: string[];
  anonymous: boolean;
}

export const emptyEvaluation = (): EvaluationValues => ({ goodsScores: {}, serviceScore: 0, logisticsScore: 0, content: '', photos: [], anonymous: false });

/**
 * The rules of the form, from evaluation.add: the service and delivery must be rated here (1–5 stars); the
 * text (trimmed, empty left out) first may hold no invisible control characters — the length message would
 * not tell the buyer what is wrong — then at most the spec's length (the evaluationContent rule's message).
 */
export const evaluationRules = {
  serviceScore: { ...evaluationAddFields.serviceScore, required: true },
  logisticsScore: { ...evaluationAddFields.logisticsScore, required: true },
  content: { ...evaluationAddFields.content, rule: 'plainParagraphs' },
  photos: evaluationAddFields.imageUrls,
} as const;

export const evaluationMessages = {
  serviceScore: 'evaluation.errors.serviceScore',
  logisticsScore: 'evaluation.errors.logisticsScore',
  content: { tooLong: 'validation.evaluationContent' },
} as const;

const isScore = (value: number | undefined) => value !== undefined && Number.isInteger(value) && value >= 1 && value <= 5;

/** The goods (by id) not rated 1–5 stars yet. */
export function unratedGoods(goodsScores: Readonly<Record<string, number>>, goodsIds: readonly string[]): string[] {
  return goodsIds.filter((id) => !isScore(goodsScores[id]));
}

/** The text as it is sent: trimmed. */
export const normalizeEvaluation = (values: EvaluationValues): EvaluationValues => ({ ...values, content: values.content.trim() });

/** Characters of a text as the gateway counts them (code points). */
export function textLength(text: string): number {
  return [...text.trim()].length;
}
