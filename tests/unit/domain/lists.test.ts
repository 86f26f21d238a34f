import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addSearchTerm, normalizeSearchHistory, parseSearchHistory, removeSearchTerm, serializeSearchHistory, addRecent, removeRecent } from '@/domain';

// Terms rich in the characters that matter to the stored form.
const term = fc.string({ unit: fc.constantFrom('a', 'b', ',', '%', '2', 'C', 'c', '5', ' ', '钢', '筋'), maxLength: 8 });

describe('search history: max 10, deduplicated, newest first', () => {
  it('puts the newest term first and moves a repeated one to the front', () => {
    let h = addSearchTerm([], '水泥');
    h = addSearchTerm(h, '钢筋');
    h = addSearchTerm(h, '水泥');
    expect(h).toEqual(['水泥', '钢筋']);
  });
  it('keeps at most 10 terms, dropping the oldest', () => {
    const h = Array.from({ length: 12 }, (_, i) => `t${i}`).reduce<readonly string[]>((acc, t) => addSearchTerm(acc, t), []);
    expect(h).toHaveLength(10);
    expect(h[0]).toBe('t11');
    expect(h).not.toContain('t0');
  });
  it('ignores blank terms and trims', () => {
    expect(addSearchTerm(['a'], '   ')).toEqual(['a']);
    expect(addSearchTerm(['a'], ' b ')).toEqual(['b', 'a']);
    expect(removeSearchTerm(['b', 'a'], ' b')).toEqual(['a']);
  });
  it('should match a model of newest-first, distinct, at most 10', () => {
    fc.assert(
      fc.property(fc.array(term, { maxLength: 40 }), (terms) => {
        let history: readonly string[] = [];
        let model: string[] = [];
        for (const t of terms) {
          history = addSearchTerm(history, t);
          const trimmed = t.trim();
          if (trimmed !== '') model = [trimmed, ...model.filter((m) => m !== trimmed)].slice(0, 10);
        }
        expect(history).toEqual(model);
        expect(new Set(history).size).toBe(history.length);
      }),
    );
  });
});

describe('search history: persisted comma-separated (commas and % inside a term are percent-encoded)', () => {
  it('stores plain terms as a plain comma-separated list', () => {
    expect(serializeSearchHistory(['水泥', '钢筋'])).toBe('水泥,钢筋');
    expect(serializeSearchHistory([])).toBe('');
  });
  it('escapes "," as %2C and "%" as %25 inside a term', () => {
    expect(serializeSearchHistory(['C30,C35', '100%'])).toBe('C30%2CC35,100%25');
    expect(parseSearchHistory('C30%2CC35,100%25')).toEqual(['C30,C35', '100%']);
    expect(parseSearchHistory(serializeSearchHistory(['%2C']))).toEqual(['%2C']);
  });
  it('reads legacy, empty and missing stored values', () => {
    expect(parseSearchHistory(null)).toEqual([]);
    expect(parseSearchHistory(undefined)).toEqual([]);
    expect(parseSearchHistory('')).toEqual([]);
    expect(parseSearchHistory('a, b,,a,50%,%41')).toEqual(['a', 'b', '50%', '%41']);
  });
  it('should round-trip every history, including terms that contain commas', () => {
    fc.assert(
      fc.property(fc.array(term, { maxLength: 15 }), (terms) => {
        const history = normalizeSearchHistory(terms);
        expect(parseSearchHistory(serializeSearchHistory(history))).toEqual(history);
      }),
    );
  });
  it('should store no term-internal comma: the stored list splits into exactly the terms', () => {
    fc.assert(
      fc.property(fc.array(term, { maxLength: 15 }), (terms) => {
        const history = normalizeSearchHistory(terms);
        const stored = serializeSearchHistory(history);
        expect(stored === '' ? 0 : stored.split(',').length).toBe(history.length);
      }),
    );
  });
});

describe('recent list: max 10, re-adding moves the entry to the end', () => {
  it('appends, moves a re-added entry to the end and drops the oldest beyond 10', () => {
    expect(addRecent(['a', 'b', 'c'], 'a')).toEqual(['b', 'c', 'a']);
    const full = Array.from({ length: 10 }, (_, i) => i);
    expect(addRecent(full, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(addRecent(['a'], 'b', { max: 1 })).toEqual(['b']);
    expect(removeRecent(['a', 'b'], 'a')).toEqual(['b']);
  });
  it('compares objects by a given key', () => {
    const same = (x: { id: number }, y: { id: number }) => x.id === y.id;
    const list = addRecent([{ id: 1 }, { id: 2 }], { id: 1 }, { same });
    expect(list.map((e) => e.id)).toEqual([2, 1]);
    expect(removeRecent(list, { id: 2 }, { same })).toEqual([{ id: 1 }]);
  });
  it('should match a model: distinct, at most 10, last added last', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 15 }), { maxLength: 50 }), (entries) => {
        let list: readonly number[] = [];
        let model: number[] = [];
        for (const e of entries) {
          list = addRecent(list, e);
          model = [...model.filter((m) => m !== e), e].slice(-10);
        }
        expect(list).toEqual(model);
        expect(list.length).toBeLessThanOrEqual(10);
        if (entries.length > 0) expect(list[list.length - 1]).toBe(entries[entries.length - 1]);
      }),
    );
  });
});
