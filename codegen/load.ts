import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { type KeyPath, SpecError, type SpecProblem } from './errors.ts';

/** One parsed YAML file of the spec, able to say on which line a key path sits. */
export interface SpecFile {
  /** Path relative to the project root, with forward slashes, e.g. `spec/routes.yaml`. */
  readonly file: string;
  readonly data: unknown;
  lineOf(path: KeyPath): number | undefined;
}

function parseFile(root: string, absolute: string): SpecFile | SpecProblem {
  const file = relative(root, absolute).split('\\').join('/');
  const lineCounter = new LineCounter();
  const doc: Document = parseDocument(readFileSync(absolute, 'utf8'), { lineCounter, uniqueKeys: true });
  const firstError = doc.errors[0];
  if (firstError) {
    const line = firstError.linePos?.[0]?.line;
    return { file, path: [], reason: `invalid YAML: ${firstError.message.split('\n')[0]}`, ...(line ? { line } : {}) };
  }
  return {
    file,
    data: doc.toJS({ maxAliasCount: 100 }),
    lineOf(path) {
      // Walk up until a node exists: a missing key is reported at its parent's line.
      for (let depth = path.length; depth >= 0; depth -= 1) {
        const node = doc.getIn(path.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
        if (node?.range) return lineCounter.linePos(node.range[0]).line;
      }
      return undefined;
    },
  };
}

/** The raw spec: each known file parsed, before any validation of its content. */
export interface RawSpec {
  readonly root: string;
  readonly routes: SpecFile;
  readonly constants: SpecFile;
  readonly validation: SpecFile;
  readonly messages: SpecFile;
  /** `spec/messages/<group>.yaml`, sorted: each file's tree sits under the key `<group>`. */
  readonly messageGroups: readonly SpecFile[];
  /** `spec/calls/*.yaml`, sorted by file name. */
  readonly calls: readonly SpecFile[];
}

/**
 * Reads every YAML file of `<root>/spec`. Throws a SpecError naming each file that is missing or is
 * not valid YAML.
 */
export function loadSpec(root: string): RawSpec {
  const specDir = join(root, 'spec');
  const problems: SpecProblem[] = [];
  const read = (absolute: string): SpecFile => {
    const parsed = parseFile(root, absolute);
    if ('reason' in parsed) {
      problems.push(parsed);
      return { file: parsed.file, data: undefined, lineOf: () => undefined };
    }
    return parsed;
  };
  const required = (name: string): SpecFile => {
    const absolute = join(specDir, name);
    try {
      statSync(absolute);
    } catch {
      problems.push({ file: `spec/${name}`, path: [], reason: 'file is missing' });
      return { file: `spec/${name}`, data: undefined, lineOf: () => undefined };
    }
    return read(absolute);
  };
  const routes = required('routes.yaml');
  const constants = required('constants.yaml');
  const validation = required('validation.yaml');
  const messages = required('messages.yaml');
  let callFiles: string[] = [];
  try {
    callFiles = readdirSync(join(specDir, 'calls'))
      .filter((name) => name.endsWith('.yaml'))
      .sort();
  } catch {
    problems.push({ file: 'spec/calls', path: [], reason: 'folder is missing' });
  }
  const calls = callFiles.map((name) => read(join(specDir, 'calls', name)));
  // Optional: a feature keeps its texts in a file of its own, so parallel work does not collide.
  const groupDir = join(specDir, 'messages');
  const messageGroups = existsSync(groupDir)
    ? readdirSync(groupDir)
        .filter((name) => name.endsWith('.yaml'))
        .sort()
        .map((name) => read(join(groupDir, name)))
    : [];
  if (problems.length > 0) throw new SpecError(problems);
  return { root, routes, constants, validation, messages, messageGroups, calls };
}
