/** A key path inside one YAML file, e.g. `['routes', 3, 'path']`. */
export type KeyPath = readonly (string | number)[];

/** Formats a key path the way a reader writes it: `routes[3].path`. */
export function formatKeyPath(path: KeyPath): string {
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`)).join('');
}

/** One problem found in the spec, located by file, key path and (when known) line. */
export interface SpecProblem {
  readonly file: string;
  readonly path: KeyPath;
  readonly reason: string;
  readonly line?: number;
}

/** Renders a problem as `spec/routes.yaml:12 routes[3].path: duplicate route path "/login"`. */
export function formatProblem(problem: SpecProblem): string {
  const where = problem.line === undefined ? problem.file : `${problem.file}:${problem.line}`;
  const path = problem.path.length > 0 ? ` ${formatKeyPath(problem.path)}` : '';
  return `${where}${path}: ${problem.reason}`;
}

/** Thrown when the spec is invalid; carries every problem found, not just the first. */
export class SpecError extends Error {
  constructor(readonly problems: readonly SpecProblem[]) {
    super(`The spec is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`);
    this.name = 'SpecError';
  }
}
