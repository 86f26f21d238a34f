import type { MessageKey } from '@gen/messages.gen';
import { texts as firstLoadTexts } from '@gen/messages.zh-CN.gen';
import { texts as fieldCheckTexts } from '@gen/messages.zh-CN.validation.gen';
import { badRequest, type GatewayError } from './errors';

/** The Chinese texts a refusal may name: the wire-format checks' (first load) and the field checks'. */
const chineseTexts = { ...firstLoadTexts, ...fieldCheckTexts };

/** Longest string accepted anywhere in a query or body (a long address or remark fits easily). */
export const MAX_STRING_LENGTH = 4000;
/**
 * Longest picture sent inline as a base64 data: URL (an avatar, a business licence): the spec has no
 * upload call, so the app sends the picked picture, scaled down, in the body; each handler that takes
 * one sets its own, tighter bound.
 */
export const MAX_IMAGE_DATA_URL_LENGTH = 400_000;
const IMAGE_DATA_URL_START = /^data:image\/[a-z+.-]+;base64,/;
/** Longest picture of upload.image (`body.contentBase64`): 5 MB in base64 (a little more passes here so the handler words a bigger one as 413). */
export const MAX_UPLOAD_BASE64_LENGTH = Math.ceil((5 * 1024 * 1024) / 3) * 4;
/** Largest array and object accepted, and the deepest nesting. */
export const MAX_ARRAY_LENGTH = 500;
export const MAX_OBJECT_KEYS = 200;
export const MAX_DEPTH = 16;

/**
 * Limits every request shares, checked before the schema: PostgreSQL text cannot hold U+0000, and
 * unbounded strings, arrays or nesting cost memory for no buyer's benefit. Returns an error or null.
 */
export function checkInputShape(value: unknown, path: string, depth = 0): GatewayError | null {
  if (depth > MAX_DEPTH) return badRequest(`参数错误：${path} 嵌套过深`);
  if (typeof value === 'string') {
    const max =
      path === 'body.contentBase64' ? MAX_UPLOAD_BASE64_LENGTH + 1024 : IMAGE_DATA_URL_START.test(value) ? MAX_IMAGE_DATA_URL_LENGTH : MAX_STRING_LENGTH;
    if (value.length > max) return badRequest(`参数错误：${path} 过长（最多${max}个字符）`);
    if (value.includes('\u0000')) return badRequest(`参数错误：${path} 含有非法字符`);
    return null;
  }
  if (Array.isArray(value)) {
    if (value.length > MAX_ARRAY_LENGTH) return badRequest(`参数错误：${path} 最多${MAX_ARRAY_LENGTH}项`);
    for (let i = 0; i < value.length; i += 1) {
      const problem = checkInputShape(value[i], `${path}[${i}]`, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length > MAX_OBJECT_KEYS) return badRequest(`参数错误：${path} 字段过多`);
    for (const [key, v] of entries) {
      const problem = checkInputShape(key, `${path} 的字段名`, depth + 1) ?? checkInputShape(v, `${path}.${key}`, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}

/** The part of a zod issue the message needs (zod 4 core issue shape). */
export interface IssueLike {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly expected?: unknown;
  readonly values?: readonly unknown[];
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  /** What was measured (zod): 'string' for a length, 'number', 'array' … */
  readonly origin?: string;
}

function pathLabel(root: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>((label, key) => (typeof key === 'number' ? `${label}[${key}]` : `${label}.${String(key)}`), root);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

const TYPE_NAMES: Record<string, string> = { string: '文本', number: '数字', boolean: '布尔值', object: '对象', array: '数组', int: '整数' };

/** A zh-CN message for the first issues of a failed validation, naming each field, e.g. "body.mobile 请输入正确的11位手机号码". */
export function describeIssues(root: 'query' | 'body', input: unknown, issues: readonly IssueLike[]): string {
  const parts = issues.slice(0, 3).map((issue) => {
    const label = pathLabel(root, issue.path);
    const catalogued = (chineseTexts as Record<string, string>)[issue.message as MessageKey];
    if (catalogued !== undefined) return `${label} ${catalogued}`;
    switch (issue.code) {
      case 'invalid_type':
        return valueAt(input, issue.path) === undefined ? `${label} 为必填项` : `${label} 应为${TYPE_NAMES[String(issue.expected)] ?? String(issue.expected)}`;
      case 'invalid_value':
        return `${label} 取值应为 ${(issue.values ?? []).map(String).join('、')} 之一`;
      case 'too_small':
        return `${label} 不能小于${String(issue.minimum)}`;
      case 'too_big':
        // A text's length reads as characters (e.g. the search keyword's 100).
        return issue.origin === 'string' ? `${label} 最多${String(issue.maximum)}个字符` : `${label} 不能大于${String(issue.maximum)}`;
      default:
        return `${label} 格式不正确`;
    }
  });
  const more = issues.length > 3 ? ` 等${issues.length}处错误` : '';
  return `参数错误：${parts.join('；')}${more}`;
}
