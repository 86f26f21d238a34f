// @ts-check
import path from 'node:path';

const FEATURES = `${path.sep}src${path.sep}features${path.sep}`;

/** The feature a file belongs to and the rest of its path inside the feature, or undefined. */
function featureOf(file) {
  const index = file.indexOf(FEATURES);
  if (index < 0) return undefined;
  const [feature, ...rest] = file.slice(index + FEATURES.length).split(path.sep);
  return feature ? { feature, inside: rest.join('/') } : undefined;
}

/** Resolves an import specifier to an absolute path when it points into the project. */
function resolveImport(fromFile, specifier, root) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  if (specifier.startsWith('@/')) return path.join(root, 'src', specifier.slice(2));
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature may import another feature only through its public index, never its internals.' },
    schema: [],
    messages: {
      internal:
        "'{{from}}' reaches into feature '{{to}}' ({{specifier}}): import what it exports from '@/features/{{to}}' instead, or move the shared piece to src/lib.",
    },
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    // Tests exercise a feature's internals on purpose; the boundary is for the app's own code.
    if (!file.startsWith(path.join(root, 'src') + path.sep)) return {};
    const own = featureOf(file);
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const target = resolveImport(file, specifier, root);
      if (!target) return;
      const other = featureOf(target);
      if (!other) return;
      if (own && other.feature === own.feature) return;
      const publicEntry = other.inside === '' || /^index(\.tsx?)?$/.test(other.inside);
      if (publicEntry) return;
      context.report({ node, messageId: 'internal', data: { from: own ? `features/${own.feature}` : 'this file', to: other.feature, specifier } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

import { noImportCycles } from './importCycles.js';
import { noRouteLiterals } from './routeLiterals.js';

export default { rules: { 'feature-boundaries': featureBoundaries, 'no-route-literals': noRouteLiterals, 'no-import-cycles': noImportCycles } };
