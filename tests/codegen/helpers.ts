import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const MINI_ROOT = fileURLToPath(new URL('./fixtures/mini', import.meta.url));

/** Copies a project folder (its spec/, and generated/ when asked) into a fresh temp folder. */
export function copyProject(from: string, parts: readonly string[] = ['spec']): string {
  const root = mkdtempSync(join(tmpdir(), 'codegen-'));
  for (const part of parts) cpSync(join(from, part), join(root, part), { recursive: true });
  return root;
}

/** Rewrites one file of a copied project with `edit`, failing loudly when the edit changes nothing. */
export function editFile(root: string, path: string, edit: (text: string) => string): void {
  const absolute = join(root, path);
  const before = readFileSync(absolute, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`the edit of ${path} changed nothing`);
  writeFileSync(absolute, after);
}
