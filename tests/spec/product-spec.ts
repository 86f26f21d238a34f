import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The product spec lives beside the repository (`../shared/`), in CI as on a developer's machine. */
export const PRODUCT_SPEC_PATH = process.env.PRODUCT_SPEC ?? fileURLToPath(new URL('../../../shared/product-spec.md', import.meta.url));

/** The text of section `n` (`## n. …`) of the product spec. */
export function section(markdown: string, n: number): string {
  const start = markdown.indexOf(`\n## ${n}.`);
  if (start < 0) throw new Error(`product spec has no section ${n}`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

export function readProductSpec(): string {
  return readFileSync(PRODUCT_SPEC_PATH, 'utf8');
}

/** Splits on ", " outside parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth === 0 && text.startsWith(', ', i)) {
      parts.push(current);
      current = '';
      i += 1;
      continue;
    }
    current += char;
  }
  return [...parts, current].map((part) => part.trim()).filter(Boolean);
}

/** `name (with a, b)` → name and the parenthesised list after its marker, if any. */
function withChildren(item: string): { head: string; marker?: string; children: string[] } {
  const match = /^(.*?) \((.*)\)$/.exec(item);
  if (!match) return { head: item, children: [] };
  const [, head = '', inner = ''] = match;
  const marked = /(child paths|child pieces:|with)\s+(.*)$/.exec(inner);
  if (!marked) return { head, children: [] };
  return { head, marker: marked[1], children: splitTopLevel(marked[2] ?? '') };
}

/**
 * Reads every route of §2 the way a reader does: the top-level list, each sub-route bullet (with
 * `(with …)` nested pages), and the component-like child paths (`child paths …`, `child pieces: …`).
 */
export function section2Routes(markdown: string): { pages: string[]; components: string[] } {
  const text = section(markdown, 2);
  const pages: string[] = [];
  const components: string[] = [];
  const add = (path: string, marker: string | undefined, children: readonly string[]) => {
    pages.push(path);
    for (const child of children) (marker === 'with' ? pages : components).push(`${path}/${child}`);
  };
  const topLine = /^Top-level routes: (.*)\.$/m.exec(text)?.[1];
  if (!topLine) throw new Error('§2 has no top-level routes line');
  for (const item of splitTopLevel(topLine)) {
    const { head, marker, children } = withChildren(item);
    for (const path of head.split(' and ')) add(path.trim(), marker, children);
  }
  const subStart = text.indexOf('Sub-routes:');
  const bullets = text.slice(subStart).split('\n').slice(1);
  for (const line of bullets) {
    if (!line.startsWith('- ')) break;
    const bullet = line.slice(2).trim();
    const based = /^(\/\S+): (.*)$/.exec(bullet);
    if (based) {
      const [, base = '', list = ''] = based;
      for (const item of splitTopLevel(list)) {
        const { head, marker, children } = withChildren(item);
        add(`${base}/${head}`, marker, children);
      }
    } else {
      for (const item of splitTopLevel(bullet)) {
        const { head, marker, children } = withChildren(item);
        add(head, marker, children);
      }
    }
  }
  return { pages, components };
}

/** The rows of the §7 call table: method and purpose. */
export function section7Calls(markdown: string): { method: string; purpose: string }[] {
  return section(markdown, 7)
    .split('\n')
    .filter((line) => /^\| (GET|POST|PUT|DELETE) \|/.test(line))
    .map((line) => {
      const [, method = '', purpose = ''] = line.split('|').map((cell) => cell.trim());
      return { method, purpose };
    });
}
