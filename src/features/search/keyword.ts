import { searchKeyword } from '@/lib/constants';
import { isFormatValid } from '@/lib/validation';

// Control characters that show as a gap: a tab or a line break between two words still separates them.
const SPACE_LIKE = new Set(['\t', '\n', '\u000b', '\f', '\r', '\u0085']);

/**
 * The keyword a typed or linked search text stands for (spec/calls/goods.yaml, goods.search): the
 * invisible control and bidi characters of validation.yaml plainText taken out (a tab or line break
 * becomes a space), trimmed, cut to constants `searchKeyword.maxLength` characters. '' means no search.
 * Everything else — a script payload too — is kept as typed: it is text to search for.
 * @example cleanSearchKeyword(' C30\t混凝土\u202e ') === 'C30 混凝土'
 */
export function cleanSearchKeyword(raw: string): string {
  const visible = [...raw].map((char) => (isFormatValid('plainText', char) ? char : SPACE_LIKE.has(char) ? ' ' : '')).join('');
  return [...visible.trim()].slice(0, searchKeyword.maxLength).join('').trim();
}
