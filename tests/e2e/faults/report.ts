import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { FAULTS } from './matrix.ts';

/**
 * Prints the fault matrix at the end of a Playwright run that ran it: one row per flow, one
 * column per fault, each cell pass or FAIL with its time. Playwright's global teardown.
 */
export default function printFaultMatrix(config: FullConfig): void {
  const dirs = [...new Set(config.projects.map((project) => path.join(project.outputDir, 'fault-matrix')))].filter((dir) => existsSync(dir));
  const cells = dirs.flatMap((dir) =>
    readdirSync(dir).map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { flow: string; fault: string; outcome: string; ms: number }),
  );
  if (cells.length === 0) return;
  const flows = [...new Set(cells.map((cell) => cell.flow))].sort();
  const width = Math.max(...flows.map((flow) => flow.length), 4);
  const columnWidth = (fault: string) => Math.max(12, fault.length);
  const cellText = (flow: string, fault: string) => {
    const cell = cells.find((c) => c.flow === flow && c.fault === fault);
    return (cell ? `${cell.outcome} ${(cell.ms / 1000).toFixed(1)}s` : '—').padEnd(columnWidth(fault));
  };
  const lines = [
    '',
    'Fault matrix: each write struck by each fault; pass = clear message, form and draft intact, no exception, one effect after recovery (offline, queued: kept on the device, sent once at the next start); — = no such cell',
    `${'flow'.padEnd(width)} | ${FAULTS.map((fault) => fault.padEnd(columnWidth(fault))).join(' | ')}`,
    `${'-'.repeat(width)}-|-${FAULTS.map((fault) => '-'.repeat(columnWidth(fault))).join('-|-')}`,
    ...flows.map((flow) => `${flow.padEnd(width)} | ${FAULTS.map((fault) => cellText(flow, fault)).join(' | ')}`),
    `${cells.filter((c) => c.outcome === 'pass').length} of ${cells.length} cells passed`,
    '',
  ];
  console.log(lines.join('\n'));
}
