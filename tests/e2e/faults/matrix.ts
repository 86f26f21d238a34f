import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import type { CallId } from '../../../generated/calls.gen.ts';
import { cookies } from '../../../generated/constants.gen.ts';
import type { MessageKey } from '../../../generated/messages.gen.ts';
import { texts as firstLoadTexts } from '../../../generated/messages.zh-CN.gen.ts';
import { texts as payTexts } from '../../../generated/messages.zh-CN.pay.gen.ts';
import { DEMO_BUYER } from '../../../gateway/seed/index.ts';
import type { LiveGateway } from '../support/liveGateway.ts';
import { expect } from '../support/test.ts';

/**
 * The fault matrix: every flow that writes, struck at the moment of its write by each fault a
 * buyer on a building site meets — the network gone, the gateway failing (500), the answer never coming
 * (the app's 15 s timeout), the login expired (401). Each cell checks the same promises:
 *
 * 1. a clear message in the buyer's language (the catalogue's text, never a raw error);
 * 2. the form and the draft intact after the failure and after a reload of the page (a 401 logs the buyer
 *    out: they log in again on the login page, which brings them back to the page, still filled in);
 * 3. no unhandled rejection or exception in the page;
 * 4. after recovery — the buyer simply taps again — exactly one effect on the gateway. A write that must
 *    not repeat carries an idempotency key ({@link FaultFlow.keyed}): its timeout cell lets the gateway
 *    carry the write out and loses only the answer, so the tap again must reuse the key.
 *
 * The faults are the gateway's own (gateway/faults.ts, armed through the in-process harness) and the
 * browser's (offline); the app and the gateway are the real ones. The timeout is reached by moving the
 * page's clock (Playwright's clock) once the gateway holds the request, not by waiting 15 s.
 */

/** What a flow's steps get. */
export interface FlowContext {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly live: LiveGateway;
  /** The demo buyer's token (a new one after a 401 cell's login). */
  token: string;
  /** A value unique to the cell, to tell its writes from the demo data (names, memos). */
  readonly mark: string;
  /** What the flow's `prepare` handed over (an order id, a contract…). */
  readonly data: Record<string, string>;
}

/** A flow that writes, as the matrix drives it. */
export interface FaultFlow {
  /** The row label of the matrix table. */
  readonly name: string;
  /** The call the fault strikes. */
  readonly call: CallId;
  /** The write carries an idempotency key (it must not repeat): the timeout cell loses the answer after the write. */
  readonly keyed?: boolean;
  /**
   * Without a network the write waits on the device and is sent later (building-site mode): the flow runs the
   * "offline, queued" column instead of "offline". `waiting` is what the page shows while it waits (the
   * change already on screen, or the form as it was); the default is `intact`.
   */
  readonly queued?: { readonly waiting?: (ctx: FlowContext) => Promise<void> };
  /** What the buyer reads offline instead of the network's message (a payment says it needs the network, and sends nothing). */
  readonly offlineMessage?: MessageKey;
  /** Sets up server-side what the flow needs (the demo buyer's token is ready); returns values for `data`. */
  prepare?(ctx: FlowContext): Promise<Record<string, string>>;
  /** From a fresh start: opens the flow's page and fills in what a buyer would; ends ready to write. */
  open(ctx: FlowContext): Promise<void>;
  /** The buyer's tap that writes (and any confirmation it asks for, up to the call). */
  write(ctx: FlowContext): Promise<void>;
  /** The form and the draft still hold what was entered. */
  intact(ctx: FlowContext): Promise<void>;
  /** How many times the write's effect is in the database. */
  effects(ctx: FlowContext): Promise<number>;
  /** What the buyer sees once the write succeeded. */
  done(ctx: FlowContext): Promise<void>;
}

/** The faults of the matrix: its columns. */
export const FAULTS = ['offline', 'offline, queued', '500', 'timeout', '401'] as const;
export type Fault = (typeof FAULTS)[number];

/** Whether `flow` has a cell in `fault`'s column: a write that waits offline is struck by "offline, queued", any other by "offline". */
export function hasCell(flow: FaultFlow, fault: Fault): boolean {
  if (fault === 'offline') return flow.queued === undefined;
  if (fault === 'offline, queued') return flow.queued !== undefined;
  return true;
}

/** The app's request timeout (constants.yaml timeouts.requestMs, product-spec §9). */
const REQUEST_TIMEOUT_MS = 15_000;

// The texts the cells read: the first load's, and the cashier's own.
const texts: Partial<Record<MessageKey, string>> = { ...firstLoadTexts, ...payTexts };

/** A Chinese catalogue text (the catalogue is typed as a record of optional texts). */
function text(key: MessageKey): string {
  const found = texts[key];
  if (found === undefined) throw new Error(`no catalogue text ${key}`);
  return found;
}

/** The catalogue text the buyer must read after `fault`, in Chinese. */
export function messageOf(fault: Exclude<Fault, '401' | 'offline, queued'>): string {
  if (fault === 'offline') return text('error.network');
  if (fault === '500') return text('error.server');
  return text('error.timedOut').replace('{detail}', text('error.timeout').replace('{ms}', String(REQUEST_TIMEOUT_MS)));
}

/** Logs the demo buyer in on the login page the app sent them to; the app brings them back. */
async function logInAgain(ctx: FlowContext): Promise<void> {
  const { page } = ctx;
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('textbox', { name: '账号' }).fill(DEMO_BUYER.accountName);
  await page.getByLabel('密码', { exact: true }).and(page.locator('input')).fill(DEMO_BUYER.password);
  await page.getByRole('checkbox', { name: '同意用户协议、隐私政策和登录协议' }).check();
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const cookie = (await ctx.context.cookies()).find((c) => c.name === cookies.token);
  ctx.token = cookie!.value;
}

/** Where a cell's outcome is kept, for the table printed at the end of the run (tests/e2e/faults/report.ts). */
export const matrixDir = (outputDir: string) => path.join(outputDir, 'fault-matrix');

/**
 * Runs one cell: `flow` struck by `fault`. The page's clock is installed first (so the timeout can be
 * reached at once); the cell's outcome is written for the table whether it passes or not.
 */
export async function runCell(flow: FaultFlow, fault: Fault, ctx: FlowContext, outputDir: string): Promise<void> {
  if (fault === 'offline, queued') return recorded(flow, fault, outputDir, () => runQueuedCell(flow, ctx));
  return recorded(flow, fault, outputDir, () => runFailingCell(flow, fault, ctx));
}

/** Runs a cell's steps and writes its outcome for the table, whether it passes or not. */
async function recorded(flow: FaultFlow, fault: Fault, outputDir: string, steps: () => Promise<void>): Promise<void> {
  const started = Date.now();
  const record = (outcome: string) => {
    mkdirSync(matrixDir(outputDir), { recursive: true });
    writeFileSync(
      path.join(matrixDir(outputDir), `${flow.name}__${fault.replace(', ', '-')}.json`),
      JSON.stringify({ flow: flow.name, fault, outcome, ms: Date.now() - started }),
    );
  };
  try {
    await steps();
    record('pass');
  } catch (error) {
    record('FAIL');
    throw error;
  }
}

/** Collects what goes wrong unhandled in `page` (exceptions, unhandled rejections) into `into`. */
function watchExceptions(page: Page, into: string[]): void {
  page.on('pageerror', (error) => into.push(error.message));
  page.on('console', (message) => void (message.type() === 'error' && /uncaught|unhandled/i.test(message.text()) && into.push(message.text())));
}

/** A cell whose write fails: the promises listed at the top of this file. */
async function runFailingCell(flow: FaultFlow, fault: Exclude<Fault, 'offline, queued'>, ctx: FlowContext): Promise<void> {
  const { page, context, live } = ctx;
  const exceptions: string[] = [];
  watchExceptions(page, exceptions);
  await page.clock.install();
  Object.assign(ctx.data, (await flow.prepare?.(ctx)) ?? {});
  const before = await flow.effects(ctx);
  await flow.open(ctx);
  const at = page.url();

  // The fault, at the moment of the write.
  if (fault === 'offline') await context.setOffline(true);
  if (fault === '500') live.faults.arm(flow.call, 'error500');
  if (fault === 'timeout') live.faults.arm(flow.call, flow.keyed ? 'hangAfterWrite' : 'hang');
  if (fault === '401') live.faults.arm(flow.call, 'expire');
  await flow.write(ctx);
  if (fault === 'timeout') {
    await live.faults.held(flow.call);
    await page.clock.fastForward(REQUEST_TIMEOUT_MS);
  }

  // 1. The message, in the buyer's language; 2. the form intact.
  if (fault === '401') {
    const notice = page.getByRole('dialog', { name: text('session.securityNoticeTitle') });
    await expect(notice.getByText(text('session.expired'))).toBeVisible();
    await notice.getByRole('button', { name: '确定' }).click();
    await logInAgain(ctx);
    await expect(page).toHaveURL(at);
  } else {
    await expect(page.getByText(fault === 'offline' && flow.offlineMessage ? text(flow.offlineMessage) : messageOf(fault)).first()).toBeVisible();
  }
  await flow.intact(ctx);
  // Nothing happened on the gateway — except the write whose answer alone was lost.
  expect(await flow.effects(ctx), 'effects after the fault').toBe(before + (fault === 'timeout' && flow.keyed ? 1 : 0));
  if (fault === 'offline') await context.setOffline(false);

  // 2. …and after a reload (the page the buyer is on: the form's own, also after the 401's login).
  await expect(page).toHaveURL(at);
  await page.reload();
  await flow.intact(ctx);

  // 4. Recovery: the buyer taps again; exactly one effect.
  await flow.write(ctx);
  await flow.done(ctx);
  expect(await flow.effects(ctx), 'effects after recovery').toBe(before + 1);
  // 3. No unhandled rejection or exception on the way.
  expect(exceptions, 'exceptions in the page').toEqual([]);
}

/**
 * The "offline, queued" cell: the write made without a network waits on the device instead of failing. It
 * proves: the buyer is told it will be sent (the catalogue's text) and sees it counted in the strip, with the
 * change on screen; nothing reaches the gateway meanwhile; the app closed while it waits (its tab closed),
 * the next start with a network sends it, once; a further start sends nothing; no exception in the page.
 */
async function runQueuedCell(flow: FaultFlow, ctx: FlowContext): Promise<void> {
  const { page, context } = ctx;
  const exceptions: string[] = [];
  watchExceptions(page, exceptions);
  const waitingCount = page.getByRole('button', { name: text('offline.waiting').replace('{count}', '1') });
  Object.assign(ctx.data, (await flow.prepare?.(ctx)) ?? {});
  const before = await flow.effects(ctx);
  await flow.open(ctx);
  const at = page.url();

  await context.setOffline(true);
  await flow.write(ctx);
  await expect(page.getByText(text('offline.queued')).first()).toBeVisible();
  await expect(waitingCount).toBeVisible();
  await (flow.queued?.waiting ?? flow.intact)(ctx);
  expect(await flow.effects(ctx), 'effects while waiting').toBe(before);

  // The app closed while the write waits; the next start, with a network, sends it once.
  await page.close();
  await context.setOffline(false);
  const next = await context.newPage();
  watchExceptions(next, exceptions);
  await next.goto(at);
  await expect.poll(() => flow.effects(ctx), { message: 'effects after the next start', timeout: 15_000 }).toBe(before + 1);
  await expect(next.getByRole('button', { name: text('offline.waiting').replace('{count}', '1') })).toHaveCount(0);
  await next.reload();
  await next.waitForLoadState('networkidle');
  expect(await flow.effects(ctx), 'effects after a further start').toBe(before + 1);
  expect(exceptions, 'exceptions in the page').toEqual([]);
}
