// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * No import cycles among the app's and the gateway's own modules. A cycle makes module evaluation order
 * matter (a value read before its module ran is undefined) and ties features together that should stand
 * alone. Only runtime imports count: `import type` and dynamic `import()` (a lazy chunk) do not. The
 * graph of the other files is read from disk with a light parse, once per lint run; the file being
 * linted contributes its own imports from its syntax tree.
 */

const EXTENSIONS = ['.ts', '.tsx'];

/** Resolves an import specifier to a source file of the project, or undefined (packages, generated/). */
function resolveSource(root, fromFile, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  if (EXTENSIONS.includes(path.extname(base)) && existsSync(base)) return base;
  for (const candidate of [...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))]) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

// Static runtime imports and re-exports, skipping `import type` / `export type`; comments are rare
// enough around imports that a line-based read is exact for this codebase.
const IMPORT_RE = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** The runtime imports of a file on disk, resolved (memoized for the lint run). */
function importsOnDisk(cache, root, file) {
  let targets = cache.get(file);
  if (targets) return targets;
  targets = [];
  cache.set(file, targets);
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return targets;
  }
  for (const match of text.matchAll(IMPORT_RE)) {
    const target = match[1] && resolveSource(root, file, match[1]);
    if (target) targets.push(target);
  }
  return targets;
}

/** A path of imports from `start` back to `goal`, or undefined. */
function pathBack(cache, root, start, goal) {
  const previous = new Map([[start, start]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    for (const next of importsOnDisk(cache, root, file)) {
      if (previous.has(next)) continue;
      previous.set(next, file);
      if (next === goal) {
        const chain = [goal];
        for (let at = file; at !== start; at = /** @type {string} */ (previous.get(at))) chain.unshift(at);
        chain.unshift(start);
        return chain;
      }
      queue.push(next);
    }
  }
  return undefined;
}

const caches = new Map();

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules of the app and the gateway may not import each other in a cycle.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}. Move what both sides need into a module both can import.' },
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    // One graph per process and root: `eslint .` and npm test lint once per process; an editor's
    // long-lived server sees other files' imports as they were when it first read them.
    let cache = caches.get(root);
    if (!cache) {
      cache = new Map();
      caches.set(root, cache);
    }
    const check = (node) => {
      if (node.importKind === 'type' || node.exportKind === 'type' || !node.source || typeof node.source.value !== 'string') return;
      const target = resolveSource(root, file, node.source.value);
      if (!target || target === file) return;
      const chain = pathBack(cache, root, target, file);
      if (!chain) return;
      const rel = (p) => path.relative(root, p);
      context.report({ node: node.source, messageId: 'cycle', data: { chain: [file, ...chain.slice(0, -1), file].map(rel).join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
