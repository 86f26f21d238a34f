import { describe, expect, it } from 'vitest';
import { evaluationProblems, isClean, textLength } from '../../../src/features/evaluation/form.ts';

/** The rules of the evaluation form (/evaluation/addEvaluate): what must be rated, how long the text may be. */

const rated = { goodsScores: { g1: 5, g2: 3 }, serviceScore: 4, logisticsScore: 1, content: '' };

describe('evaluationProblems', () => {
  it('accepts every goods, the service and the delivery rated, with or without a text', () => {
    expect(isClean(evaluationProblems(rated, ['g1', 'g2']))).toBe(true);
    expect(isClean(evaluationProblems({ ...rated, content: '好'.repeat(500) }, ['g1', 'g2']))).toBe(true);
    // Spaces around the text do not count (the gateway trims it too).
    expect(isClean(evaluationProblems({ ...rated, content: ` ${'好'.repeat(500)}\n ` }, ['g1', 'g2']))).toBe(true);
  });

  it('names each goods not rated, and the service and delivery when not rated', () => {
    const problems = evaluationProblems({ goodsScores: { g1: 5 }, serviceScore: 0, logisticsScore: 0, content: '' }, ['g1', 'g2']);
    expect(problems).toEqual({ goods: ['g2'], serviceScore: 'evaluation.errors.serviceScore', logisticsScore: 'evaluation.errors.logisticsScore' });
    expect(isClean(problems)).toBe(false);
    expect(evaluationProblems({ ...rated, goodsScores: { g1: 6, g2: 2.5 } }, ['g1', 'g2']).goods).toEqual(['g1', 'g2']);
  });

  it('refuses a text over 500 characters with the spec rule evaluationContent, counting characters as the gateway does', () => {
    expect(evaluationProblems({ ...rated, content: '好'.repeat(501) }, ['g1', 'g2']).content).toBe('validation.evaluationContent');
    // An emoji is one character, not two UTF-16 units.
    expect(evaluationProblems({ ...rated, content: '😀'.repeat(500) }, ['g1', 'g2']).content).toBeUndefined();
    expect(textLength(' 😀好 ')).toBe(2);
  });
});
