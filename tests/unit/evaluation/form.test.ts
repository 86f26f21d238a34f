import { describe, expect, it } from 'vitest';
import { fieldMessage, type FieldMessages } from '../../../src/components/Form/fieldRules.ts';
import { emptyEvaluation, evaluationMessages, evaluationRules, normalizeEvaluation, textLength, unratedGoods } from '../../../src/features/evaluation/form.ts';
import { message } from '../support/badInput.ts';

/** The rules of the evaluation form (/evaluation/addEvaluate): what must be rated, how long the text may be. */

const rated = { ...emptyEvaluation(), goodsScores: { g1: 5, g2: 3 }, serviceScore: 4, logisticsScore: 1 };
/** The form kit's message of a field for these values (as it checks them: normalized first), or null. */
const problemOf = (field: keyof typeof evaluationRules, values: typeof rated) =>
  fieldMessage(
    evaluationRules[field],
    normalizeEvaluation(values)[field],
    (evaluationMessages as Partial<Record<keyof typeof evaluationRules, FieldMessages>>)[field],
  );
const contentProblem = (content: string) => problemOf('content', { ...rated, content });

describe('the evaluation form rules', () => {
  it('accepts every goods, the service and the delivery rated, with or without a text', () => {
    expect(unratedGoods(rated.goodsScores, ['g1', 'g2'])).toEqual([]);
    expect(problemOf('serviceScore', rated)).toBeNull();
    expect(problemOf('logisticsScore', rated)).toBeNull();
    expect(contentProblem('')).toBeNull();
    expect(contentProblem('好'.repeat(500))).toBeNull();
    // Spaces around the text do not count (the gateway trims it too).
    expect(contentProblem(` ${'好'.repeat(500)}\n `)).toBeNull();
  });

  it('names each goods not rated, and the service and delivery when not rated', () => {
    expect(unratedGoods({ g1: 5 }, ['g1', 'g2'])).toEqual(['g2']);
    expect(unratedGoods({ g1: 6, g2: 2.5 }, ['g1', 'g2'])).toEqual(['g1', 'g2']);
    expect(problemOf('serviceScore', { ...rated, serviceScore: 0 })).toBe(message('evaluation.errors.serviceScore'));
    expect(problemOf('logisticsScore', { ...rated, logisticsScore: 0 })).toBe(message('evaluation.errors.logisticsScore'));
  });

  it('refuses a text over 500 characters with the evaluationContent message, counting characters as the gateway does', () => {
    expect(contentProblem('好'.repeat(501))).toBe(message('validation.evaluationContent'));
    // An emoji is one character, not two UTF-16 units.
    expect(contentProblem('😀'.repeat(500))).toBeNull();
    expect(textLength(' 😀好 ')).toBe(2);
  });
});
