import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ts } from 'ts-morph';

/** Where the app's modules live and how its import aliases map (tsconfig `paths`). */
const ALIASES: readonly (readonly [prefix: string, dir: string])[] = [
  ['@/', 'src'],
  ['@gen/', 'generated'],
];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
// The catalogue itself names every key; reading it would say every module uses every text.
const isCatalogue = (file: string) => /(^|\/)generated\/messages\.[^/]*gen\.ts$/.test(file);
// A feature's chunk only names its screens; following it from the shell would reach every feature.
const isFeatureChunk = (file: string) => /(^|\/)generated\/screens\.[^/]+\.gen\.ts$/.test(file);

/** Resolves an import specifier of `from` to a project file (relative to `root`), or undefined for a package. */
function resolveImport(root: string, from: string, specifier: string): string | undefined {
  const bare = specifier.replace(/\?.*$/, '');
  const alias = ALIASES.find(([prefix]) => bare.startsWith(prefix));
  const base = alias ? join(root, alias[1], bare.slice(alias[0].length)) : bare.startsWith('.') ? join(root, dirname(from), bare) : undefined;
  if (base === undefined) return undefined;
  for (const extension of EXTENSIONS) {
    const candidate = `${base}${extension}`;
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return relative(root, candidate);
  }
  return undefined;
}

/** What one module says: the modules it imports (statically or lazily) and the strings a key may come from. */
interface ModuleFacts {
  readonly imports: readonly string[];
  /** Whole string literals: a key, or a key's start ending in `.` that code completes. */
  readonly strings: readonly string[];
  /** The fixed start of template literals (`order.status.${status}` gives `order.status.`). */
  readonly prefixes: readonly string[];
}

function readModule(root: string, file: string): ModuleFacts {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const imports: string[] = [];
  const strings: string[] = [];
  const prefixes: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly === true : node.isTypeOnly;
      if (!typeOnly) imports.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) imports.push(argument.text);
      return;
    }
    // Types name keys without using them (the catalogue's own key union, template literal types).
    if (ts.isTypeNode(node) || ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) strings.push(node.text);
    else if (ts.isTemplateExpression(node)) prefixes.push(node.head.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { imports, strings, prefixes };
}

/** The catalogue keys a set of modules may show: every key written out, and every key a template's fixed start begins. */
function keysOf(facts: Iterable<ModuleFacts>, keys: readonly string[]): Set<string> {
  const known = new Set(keys);
  const used = new Set<string>();
  const addPrefix = (prefix: string) => {
    // Only a start that names a group and something in it is a key's start (`${field}Placeholder` is not).
    if (!/^[a-z][A-Za-z0-9]*\.[A-Za-z0-9.]*$/.test(prefix)) return;
    for (const key of keys) if (key.startsWith(prefix)) used.add(key);
  };
  for (const fact of facts) {
    for (const text of fact.strings) {
      if (known.has(text)) used.add(text);
      else if (text.endsWith('.')) addPrefix(text);
    }
    fact.prefixes.forEach(addPrefix);
  }
  return used;
}

/** Reads modules on demand, once each, and walks their imports. */
class ModuleGraph {
  private readonly facts = new Map<string, ModuleFacts>();
  constructor(private readonly root: string) {}

  /** Every project module reachable from `starts`, not entering those `stop` refuses. */
  reach(starts: readonly string[], stop: (file: string) => boolean = () => false): Map<string, ModuleFacts> {
    const seen = new Map<string, ModuleFacts>();
    const queue = [...starts];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file) || isCatalogue(file)) continue;
      let fact = this.facts.get(file);
      if (!fact) {
        fact = readModule(this.root, file);
        this.facts.set(file, fact);
      }
      seen.set(file, fact);
      for (const specifier of fact.imports) {
        const target = resolveImport(this.root, file, specifier);
        if (target && !stop(target) && !seen.has(target)) queue.push(target);
      }
    }
    return seen;
  }
}

/**
 * The catalogue keys each feature's screens may show — found by reading the modules its screens and its
 * route loaders reach, statically or lazily (through shared components, other features' public modules
 * and generated tables) — together with the keys of the app's shell, which shows over every screen.
 * Keys reach code only as literals (`MessageKey` is a union of them), so a key a screen shows is written
 * out in some module it reaches, whole or as a template's fixed start.
 */
export function featureTextKeys(root: string, features: readonly string[], keys: readonly string[]): Map<string, readonly string[]> {
  const graph = new ModuleGraph(root);
  const entry = existsSync(join(root, 'src/main.tsx')) ? ['src/main.tsx'] : [];
  const shell = keysOf(graph.reach(entry, isFeatureChunk).values(), keys);
  const result = new Map<string, readonly string[]>();
  for (const feature of features) {
    const dir = join(root, 'src/features', feature);
    const screens = existsSync(join(dir, 'screens'))
      ? readdirSync(join(dir, 'screens'))
          .filter((name) => name.endsWith('.tsx'))
          .map((name) => `src/features/${feature}/screens/${name}`)
      : [];
    const loaders = existsSync(join(dir, 'queries.ts')) ? [`src/features/${feature}/queries.ts`] : [];
    const used = keysOf(graph.reach([...screens, ...loaders]).values(), keys);
    result.set(
      feature,
      keys.filter((key) => used.has(key) || shell.has(key)),
    );
  }
  return result;
}
