import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { SpecError } from '../../codegen/errors.ts';
import { generate } from '../../codegen/generate.ts';
import { loadSpec } from '../../codegen/load.ts';
import { buildModel } from '../../codegen/model.ts';
import { screenModulePath } from '../../codegen/screens.ts';
import { copyProject, editFile, MINI_ROOT, PROJECT_ROOT } from './helpers.ts';

const run = promisify(execFile);

/**
 * A project to check: a copy of the mini fixture (tests/codegen/fixtures/mini) with an empty module for each
 * screen its routes name and what its spec generates. The checks below ran on copies of this project's own
 * spec at first: eight generator runs of the whole spec, three minutes of a loaded two-core machine's CPU;
 * the mechanism is the same for any spec, and the real project's check is npm test's first step.
 */
let template = '';
beforeAll(async () => {
  template = copyProject(MINI_ROOT, ['spec']);
  for (const route of buildModel(loadSpec(MINI_ROOT)).routes) {
    if (route.kind !== 'page') continue;
    const file = join(template, screenModulePath(route.screen));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, 'export default function Screen() {\n  return null;\n}\n');
  }
  await generate(template, { check: false });
}, 60_000);
/** A fresh copy of the checked project. */
const project = () => copyProject(template, ['spec', 'generated', 'src']);

/** Runs the real CLI (as `npm run codegen` does) on another project folder. */
async function cli(root: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'codegen/cli.ts'), '--root', root, ...args], {
      cwd: PROJECT_ROOT,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// Each CLI run starts Node, tsx, ts-morph and openapi-typescript (~3 s alone, far more on a busy machine).
describe('codegen --check keeps generated/ honest', { timeout: 60_000 }, () => {
  // That the committed generated/ of this project passes is the first check of npm test itself
  // (scripts/test-all.sh: codegen --check); these tests prove what the check finds in other projects.
  it('fails naming the file and the fixing command when a generated file is edited by hand', async () => {
    const root = project();
    editFile(root, 'generated/constants.gen.ts', (text) => text.replace('requestMs: 15000', 'requestMs: 1500'));
    const { code, stderr } = await cli(root, '--check');
    expect(code).toBe(1);
    expect(stderr).toContain('stale: generated/constants.gen.ts differs from what the spec generates');
    expect(stderr).toContain('Fix: npm run codegen');
  });

  // In process from here on: the CLI's own exits and messages are proven above and below; each CLI run
  // costs a Node start with ts-morph and openapi-typescript.
  it('fails when the spec changes without regenerating, and passes after regenerating', async () => {
    const root = project();
    editFile(root, 'spec/constants.yaml', (text) => text.replace('requestMs: 15000', 'requestMs: 16000'));
    const stale = await generate(root, { check: true });
    expect(stale.changed).toEqual(['generated/constants.gen.ts']);

    const regenerated = await generate(root, { check: false });
    const total = readdirSync(join(root, 'generated')).filter((name) => /\.gen\.(ts|json)$/.test(name)).length;
    expect(regenerated.changed).toEqual(['generated/constants.gen.ts']);
    expect(regenerated.unchanged.length).toBe(total - 1);
    // Written whole: what --check compares is now what the spec makes (every other file unchanged above).
    expect(readFileSync(join(root, 'generated/constants.gen.ts'), 'utf8')).toContain('requestMs: 16000');
    expect(regenerated.orphans).toEqual([]);
  });

  it('writes only files whose content changed and removes generated files the spec no longer makes', async () => {
    const root = project();
    const untouched = join(root, 'generated/routes.gen.ts');
    const before = statSync(untouched).mtimeMs;
    writeFileSync(join(root, 'generated/old.gen.ts'), '// left over\n');
    expect((await generate(root, { check: true })).orphans).toEqual(['generated/old.gen.ts']);

    editFile(root, 'spec/messages.yaml', (text) => text.replace('ok: { zh-CN: 确定, en: OK }', 'ok: { zh-CN: 好的, en: OK }'));
    const result = await generate(root, { check: false });
    // Only the Chinese texts changed: the English catalogue and the keys file stay as they were.
    expect(result.changed).toEqual(['generated/messages.zh-CN.gen.ts']);
    expect(result.orphans).toEqual(['generated/old.gen.ts']);
    expect(statSync(untouched).mtimeMs).toBe(before);
    expect(readFileSync(join(root, 'generated/messages.zh-CN.gen.ts'), 'utf8')).toContain("'common.ok': '好的'");
    expect(() => statSync(join(root, 'generated/old.gen.ts'))).toThrow();
  });

  it('refuses a route whose screen module does not exist, naming the route and the file', async () => {
    const root = project();
    rmSync(join(root, 'src/features/order/screens/OrderList.tsx'));
    const missing =
      /spec\/routes\.yaml:\d+ routes\[\d+\]\.screen: the screen module src\/features\/order\/screens\/OrderList\.tsx of \/order\/orderList does not exist/;
    await expect(generate(root, { check: true })).rejects.toThrow(missing);
    // A declared route never silently answers 404: regenerating refuses too, and writes nothing.
    const before = readFileSync(join(root, 'generated/routes.gen.ts'), 'utf8');
    await expect(generate(root, { check: false })).rejects.toThrow(SpecError);
    expect(readFileSync(join(root, 'generated/routes.gen.ts'), 'utf8')).toBe(before);
  });

  it('exits 1 with the spec problems and writes nothing when the spec is invalid', async () => {
    const root = project();
    editFile(root, 'spec/routes.yaml', (text) => text.replace('middleware: [auth', 'middleware: [hasLogin'));
    const { code, stderr } = await cli(root);
    expect(code).toBe(1);
    expect(stderr).toMatch(/spec\/routes\.yaml:\d+ routes\[\d+\]\.middleware\[0\]: unknown middleware "hasLogin"/);
  });
});
