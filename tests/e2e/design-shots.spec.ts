import { existsSync, mkdirSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import type { CallId } from '../../generated/calls.gen.ts';
import { cookies } from '../../generated/constants.gen.ts';
import { DEMO_IDS } from '../../gateway/seed/index.ts';
import { useLiveGateway } from './support/liveGateway.ts';
import { addressesOf } from './support/routeAddresses.ts';
import { test } from './support/test.ts';

/**
 * The screenshots of docs/design.md: the tokens of src/tokens.css drawn as swatches, and each component of
 * the screen kit (src/components) as a real screen shows it with the demo data at 375×667. Not a test:
 * skipped unless DESIGN_SHOTS=1, so `npm test` never runs it. Retake them when the look changes:
 *
 *   npx vite build --logLevel warn --outDir .tmp/docs-dist --emptyOutDir
 *   DESIGN_SHOTS=1 E2E_SCREENS_ONLY=1 E2E_PREBUILT_DIST=.tmp/docs-dist npx playwright test \
 *     --project=mobile-chromium --workers=1 tests/e2e/design-shots.spec.ts
 *
 * A component its screen does not show is logged and skipped: one missing picture never stops the others.
 */

const OUT = 'docs/design';

test.skip(process.env.DESIGN_SHOTS !== '1', 'takes the design screenshots only when asked (DESIGN_SHOTS=1)');

const live = useLiveGateway();

/** Logs the demo buyer into the browser context; returns the token. */
async function logIn(context: BrowserContext): Promise<string> {
  const token = await live.login();
  await context.addCookies([{ name: cookies.token, value: token, url: live.url }]);
  return token;
}

/** Waits (up to 5 s) until no spinner or skeleton is left on the page; what it still shows then is taken as it is. */
async function quiet(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        ![...document.querySelectorAll('.adm-spin-loading, .adm-dot-loading, .adm-skeleton, .list-state--loading')].some(
          (spinner) => (spinner as HTMLElement).offsetParent !== null,
        ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * Hides the bars fixed over the page (header, tab bar, bottom bar, banners) that neither hold nor sit
 * inside `target`, so an element's picture shows the element and not a bar drawn over it.
 */
async function hideOverlays(target: Locator): Promise<void> {
  await target.evaluate((element) => {
    for (const other of document.querySelectorAll<HTMLElement>('body *')) {
      const { position } = getComputedStyle(other);
      if ((position === 'fixed' || position === 'sticky') && !other.contains(element) && !element.contains(other)) other.style.visibility = 'hidden';
    }
  });
}

/** Waits until the pictures inside `target` have loaded (or failed), up to 3 s. */
async function imagesLoaded(target: Locator): Promise<void> {
  await target
    .evaluate((element) =>
      Promise.race([
        Promise.all(
          [...element.querySelectorAll('img')].map((img) =>
            img.complete
              ? undefined
              : new Promise((done) => {
                  img.addEventListener('load', done);
                  img.addEventListener('error', done);
                }),
          ),
        ),
        new Promise((done) => setTimeout(done, 3_000)),
      ]),
    )
    .catch(() => undefined);
}

const saved: string[] = [];
const missed: string[] = [];

/** Saves `target`'s picture as docs/design/<name>.png; a target that does not appear is logged, not fatal. */
async function shoot(name: string, target: Locator, options: { overlays?: boolean; settle?: boolean } = {}): Promise<void> {
  try {
    await target.waitFor({ state: 'visible', timeout: 10_000 });
    if (options.settle !== false) await quiet(target.page());
    await imagesLoaded(target);
    if (!options.overlays) await hideOverlays(target);
    await target.scrollIntoViewIfNeeded();
    if (options.settle !== false) await target.page().waitForTimeout(300);
    await target.screenshot({ path: `${OUT}/${name}.png`, animations: 'disabled' });
    saved.push(name);
  } catch (error) {
    missed.push(`${name}: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** One component shot: the screen it is on (a path of spec/routes.yaml) and the element, first match wins. */
interface ComponentShot {
  readonly name: string;
  /** Where to look, in order: the first screen that shows the element is taken. */
  readonly on: readonly { readonly path: string; readonly selector: string }[];
  /** Something to do on the screen before the picture (open a state, tap a button). */
  readonly prepare?: (page: Page) => Promise<void>;
  /** A gateway call that fails (500) once, on the next call: the screen's error state. */
  readonly failing?: CallId;
}

const COMPONENTS: readonly ComponentShot[] = [
  // Header: on a tab page (no back arrow: nowhere to go back to) and on an inner page.
  { name: 'header-tab', on: [{ path: '/cart/cart', selector: '.app-header' }] },
  { name: 'header-back', on: [{ path: '/order/orderList', selector: '.app-header' }] },
  { name: 'tab-bar', on: [{ path: '/mine', selector: '.app-tab-bar' }] },
  {
    name: 'card',
    on: [
      { path: '/myCapital', selector: '.app-card' },
      { path: '/myFinance/home', selector: '.app-card' },
    ],
  },
  {
    name: 'status-tag',
    on: [
      { path: '/order/orderList', selector: 'li:has(.app-status-tag)' },
      { path: '/waybill/list', selector: 'li:has(.app-status-tag)' },
      { path: '/myCapital/list', selector: 'li:has(.app-status-tag)' },
      { path: '/waybill/list', selector: '.app-status-tag' },
    ],
  },
  {
    name: 'tabs',
    on: [
      { path: '/order/orderList', selector: '[role="tablist"].app-tabs' },
      { path: '/waybill/list', selector: '[role="tablist"].app-tabs' },
    ],
  },
  { name: 'timeline', on: [{ path: '/order/orderDetail', selector: '.app-timeline' }] },
  {
    name: 'money',
    on: [
      // The order's prices: plain amounts, the total in the strong tone.
      { path: '/order/orderDetail', selector: 'section:has(.ord-line--strong .app-money)' },
      { path: '/order/orderDetail', selector: 'section:has(.app-money--strong)' },
      { path: '/myCapital', selector: '.app-card:has(.app-money)' },
    ],
  },
  // A goods list's price: Money in its `price` size (the large integer).
  {
    name: 'goods-price',
    on: [
      { path: '/v2', selector: '.goods-card .app-money--price' },
      { path: '/v2', selector: '.goods-card .app-money' },
    ],
  },
  {
    name: 'goods-card',
    on: [
      { path: '/v2', selector: '.goods-card--row' },
      { path: '/v2', selector: '.goods-card' },
    ],
  },
  {
    name: 'goods-card-tile',
    on: [
      { path: '/v3', selector: '.goods-card--tile' },
      { path: '/v2', selector: '.goods-card--tile' },
    ],
  },
  {
    name: 'status-block-empty',
    on: [
      { path: '/collection/collect', selector: '.status-block--empty' },
      { path: '/eSignManagement/eSignList', selector: '.status-block--empty' },
      { path: '/account/vatInvoice/list', selector: '.status-block--empty' },
      { path: '/myShip/list', selector: '.status-block--empty' },
      { path: '/myCaptain', selector: '.status-block--empty' },
      { path: '/mydriver', selector: '.status-block--empty' },
      { path: '/message', selector: '.status-block--empty' },
    ],
  },
  {
    name: 'status-block-error',
    failing: 'order.list',
    on: [{ path: '/order/orderList', selector: '.status-block--default' }],
  },
  {
    name: 'choice-chips',
    on: [
      { path: '/myContract', selector: '.app-chips' },
      { path: '/waybill/reassign', selector: '.app-chips' },
      { path: '/mydriver/editordetail', selector: '.app-chips' },
    ],
  },
  { name: 'bottom-action', on: [{ path: '/receivingAddress', selector: '.app-bottom-bar' }] },
  {
    name: 'quantity-stepper',
    on: [
      { path: '/shoppingDetail', selector: '.qty-stepper' },
      { path: '/cart/cart', selector: '.qty-stepper' },
    ],
  },
  {
    name: 'addon-groups',
    on: [
      { path: '/goodsAddItems', selector: '.addon-groups' },
      { path: '/cart/addPriceItems', selector: '.addon-groups' },
    ],
  },
  { name: 'pay-way-choice', on: [{ path: '/pay', selector: '.app-pay-ways' }] },
  // The form kit: TextField and DateField in one list, a TextAreaField, and the fields' problems after a submit.
  {
    name: 'form-fields',
    on: [
      { path: '/artificialStone/projectManagement/add', selector: '.adm-list:has(.app-date-input)' },
      { path: '/receivingAddress/add', selector: '.adm-list:has(.app-field-label)' },
    ],
  },
  {
    name: 'form-textarea',
    on: [
      { path: '/order/refundEdit', selector: '.adm-list-item:has(.app-textarea)' },
      { path: '/evaluation/addEvaluate', selector: '.adm-list-item:has(.app-textarea)' },
      { path: '/financing/applay', selector: '.adm-list-item:has(.app-textarea)' },
    ],
  },
  {
    name: 'form-errors',
    on: [{ path: '/artificialStone/projectManagement/add', selector: '.adm-list:has(.app-field-error)' }],
    prepare: async (page) => {
      // The form's submit (SubmitBar, the primary button) with nothing typed: the required fields say so.
      await page.locator('.adm-button-primary').last().click({ timeout: 8_000 });
    },
  },
  {
    name: 'link-row',
    on: [
      { path: '/mine/setting', selector: '.adm-list:has(.app-link-row)' },
      { path: '/mine', selector: '.adm-list:has(.app-link-row)' },
    ],
  },
  {
    name: 'pay-password-field',
    on: [
      { path: '/pay/erp', selector: '.adm-list-item:has(.app-pay-password)' },
      { path: '/myCapital/updatePassword', selector: '.adm-list-item:has(.app-pay-password)' },
      { path: '/myCapital/withdraw', selector: '.adm-list-item:has(.app-pay-password)' },
    ],
  },
  {
    name: 'check-list',
    on: [
      { path: '/myCar/select_mycar', selector: '[role="group"]:has(.check-list__input)' },
      { path: '/myShip/select_myship', selector: '[role="group"]:has(.check-list__input)' },
    ],
  },
];

test('tokens: colours, status palette, spacing, radii and type sizes of src/tokens.css', async ({ page }) => {
  mkdirSync(OUT, { recursive: true });
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(`${live.url}/article/userAgreement`);
  await page.locator('#root *').first().waitFor({ state: 'attached' });
  // The swatches replace the app's screen, on the app's own stylesheet (its tokens and fonts).
  await page.evaluate(() => {
    const names: string[] = [];
    for (const sheet of document.styleSheets) {
      let rules: CSSRuleList;
      try {
        rules = sheet.cssRules;
      } catch {
        continue;
      }
      for (const rule of rules) {
        if (!(rule instanceof CSSStyleRule) || rule.selectorText !== ':root') continue;
        for (const property of rule.style) if (property.startsWith('--app-') && !names.includes(property)) names.push(property);
      }
    }
    const root = getComputedStyle(document.documentElement);
    const valueOf = (name: string) => root.getPropertyValue(name).trim();
    const el = (tag: string, style: Partial<CSSStyleDeclaration> = {}, text?: string) => {
      const node = document.createElement(tag);
      Object.assign(node.style, style);
      if (text !== undefined) node.textContent = text;
      return node;
    };
    const label = (name: string, value: string, width?: string) => {
      const box = el('div', {
        display: 'flex',
        flexDirection: 'column',
        minWidth: '0',
        fontSize: '12px',
        lineHeight: '16px',
        ...(width ? { width, flex: 'none' } : {}),
      });
      box.append(el('code', { color: 'var(--app-color-title)', fontWeight: '600' }, name), el('code', { color: 'var(--app-color-text-secondary)' }, value));
      return box;
    };
    const block = (id: string, title: string) => {
      const section = el('section', { background: 'var(--app-color-card)', padding: '12px 16px', width: '375px', boxSizing: 'border-box' });
      section.id = id;
      section.append(el('h2', { margin: '0 0 8px', fontSize: 'var(--app-font-title)', color: 'var(--app-color-title)' }, title));
      return section;
    };
    const row = (swatch: HTMLElement, name: string) => {
      const line = el('div', { display: 'flex', alignItems: 'center', gap: '12px', padding: '4px 0' });
      line.append(swatch, label(name, valueOf(name)));
      return line;
    };
    const swatch = (background: string, extra: Partial<CSSStyleDeclaration> = {}) =>
      el('div', { width: '40px', height: '32px', flex: 'none', borderRadius: '6px', background, border: '1px solid var(--app-color-border)', ...extra });

    const page = el('div', { width: '375px', background: 'var(--app-color-page)', display: 'flex', flexDirection: 'column', gap: '8px' });
    page.id = 'design-tokens';

    const colours = block('tokens-colours', 'Colours');
    for (const name of names.filter((n) => n.startsWith('--app-color-') || n.startsWith('--app-gradient-'))) colours.append(row(swatch(`var(${name})`), name));
    for (const name of names.filter((n) => n.startsWith('--app-shadow-')))
      colours.append(
        row(
          name.includes('text')
            ? el(
                'div',
                {
                  width: '40px',
                  flex: 'none',
                  fontWeight: '700',
                  fontSize: '18px',
                  textAlign: 'center',
                  color: 'var(--app-color-on-brand)',
                  background: 'var(--app-color-image-fill)',
                  borderRadius: '6px',
                  lineHeight: '32px',
                  textShadow: `var(${name})`,
                },
                'Aa',
              )
            : swatch('var(--app-color-card)', { boxShadow: `var(${name})`, border: 'none' }),
          name,
        ),
      );

    const status = block('tokens-status', 'Status palette');
    for (const tone of ['success', 'warning', 'danger', 'info', 'neutral']) {
      const line = el('div', { display: 'flex', alignItems: 'center', gap: '12px', padding: '6px 0' });
      const tag = el(
        'span',
        {
          flex: 'none',
          width: '72px',
          textAlign: 'center',
          padding: '2px 8px',
          borderRadius: 'var(--app-radius-s)',
          fontSize: 'var(--app-font-caption)',
          lineHeight: '20px',
          color: `var(--app-status-${tone})`,
          background: `var(--app-status-${tone}-tint)`,
        },
        tone,
      );
      line.append(tag, label(`--app-status-${tone}`, valueOf(`--app-status-${tone}`), '160px'), label(`…-tint`, valueOf(`--app-status-${tone}-tint`)));
      status.append(line);
    }
    const marks = el('div', { display: 'flex', gap: '12px', paddingTop: '8px', borderTop: '1px solid var(--app-color-divider)', marginTop: '4px' });
    for (const name of ['--app-color-success', '--app-color-warning', '--app-color-danger']) {
      const cell = el('div', { display: 'flex', alignItems: 'center', gap: '6px' });
      cell.append(
        el('div', { width: '16px', height: '16px', borderRadius: '50%', background: `var(${name})`, flex: 'none' }),
        label(name.replace('--app-color-', ''), valueOf(name)),
      );
      marks.append(cell);
    }
    status.append(marks);

    const spacing = block('tokens-spacing', 'Spacing');
    for (const name of [...names.filter((n) => n.startsWith('--app-space-')), '--app-tap-target']) {
      const line = el('div', { display: 'flex', alignItems: 'center', gap: '12px', padding: '4px 0' });
      const bar = el('div', { width: '56px', flex: 'none', display: 'flex' });
      bar.append(
        el('div', { width: `var(${name})`, height: name === '--app-tap-target' ? `var(${name})` : '16px', background: 'var(--app-color-brand-soft)' }),
      );
      line.append(bar, label(name, valueOf(name)));
      spacing.append(line);
    }

    const radii = block('tokens-radii', 'Radii');
    const radiiRow = el('div', { display: 'flex', gap: '16px', flexWrap: 'wrap' });
    for (const name of names.filter((n) => n.startsWith('--app-radius-'))) {
      const cell = el('div', { display: 'flex', flexDirection: 'column', gap: '6px', alignItems: 'flex-start' });
      cell.append(
        el('div', {
          width: '64px',
          height: '40px',
          borderRadius: `var(${name})`,
          background: 'var(--app-color-brand-light)',
          border: '1px solid var(--app-color-brand-soft)',
        }),
        label(name, valueOf(name)),
      );
      radiiRow.append(cell);
    }
    radii.append(radiiRow);

    const type = block('tokens-type', 'Type sizes');
    for (const name of names.filter((n) => n.startsWith('--app-font-'))) {
      const line = el('div', { display: 'flex', alignItems: 'baseline', gap: '12px', padding: '4px 0' });
      line.append(
        el(
          'span',
          { fontSize: `var(${name})`, color: 'var(--app-color-text)', flex: '1', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
          '混凝土 ¥440.00',
        ),
        label(name, valueOf(name), '140px'),
      );
      type.append(line);
    }

    page.append(colours, status, spacing, radii, type);
    document.getElementById('root')!.style.display = 'none';
    document.body.append(page);
  });
  for (const [id, name] of [
    ['tokens-colours', 'tokens-colours'],
    ['tokens-status', 'tokens-status'],
    ['tokens-spacing', 'tokens-spacing'],
    ['tokens-radii', 'tokens-radii'],
    ['tokens-type', 'tokens-type'],
  ] as const)
    await shoot(name, page.locator(`#${id}`));
  report('tokens');
});

test('components: each kit component as a screen of the app shows it, with the demo data', async ({ page, context }) => {
  test.setTimeout(300_000);
  // A step that cannot be done (a button a screen no longer has) gives up in 8 s, not at the test's timeout.
  page.setDefaultTimeout(8_000);
  mkdirSync(OUT, { recursive: true });
  const token = await logIn(context);
  // The query each route needs, from the demo data, as the route walk finds it.
  const addresses = await addressesOf(live, token);
  const addressOf = (path: string) => addresses.get(path) ?? path;
  // A form left with changes asks before the page unloads: leave it (a dismissed prompt would hold the next page).
  page.on('dialog', (dialog) => void dialog.accept());

  // DESIGN_SHOTS_MATCH=<regex> takes only the components whose picture names match (while mending one).
  const only = process.env.DESIGN_SHOTS_MATCH ? new RegExp(process.env.DESIGN_SHOTS_MATCH) : undefined;
  for (const shot of COMPONENTS.filter(({ name }) => !only || only.test(name))) {
    const started = Date.now();
    const looked: string[] = [];
    for (const { path, selector } of shot.on) {
      if (shot.failing) live.faults.arm(shot.failing, 'error500');
      const opened = await page
        .goto(`${live.url}${addressOf(path)}`, { timeout: 15_000, waitUntil: 'domcontentloaded' })
        .then(() => true)
        .catch(() => false);
      if (opened) await shot.prepare?.(page).catch(() => undefined);
      const target = page.locator(selector).first();
      const shown =
        opened &&
        (await target
          .waitFor({ state: 'visible', timeout: 8_000 })
          .then(() => true)
          .catch(() => false));
      live.faults.clear();
      if (shown) {
        await shoot(shot.name, target);
        looked.length = 0;
        break;
      }
      looked.push(`${path} (${selector})`);
    }
    if (looked.length > 0) missed.push(`${shot.name}: not found on ${looked.join(', ')}`);
    console.log(`  ${shot.name}: ${Date.now() - started} ms`);
  }

  // Full screens where the whole screen is the point: the result page after a payment (an order paid, then
  // one still waiting for its payment).
  if (existsSync('src/components/ResultPage')) {
    for (const [name, orderId] of [
      ['result-page', DEMO_IDS.orderDeliveringA],
      ['result-page-waiting', new URLSearchParams(addressOf('/pay/success').split('?')[1]).get('orderId') ?? ''],
    ] as const) {
      if (only && !only.test(name)) continue;
      await page.goto(`${live.url}/pay/success?orderId=${orderId}`, { timeout: 15_000, waitUntil: 'domcontentloaded' }).catch(() => undefined);
      const shown = await page
        .locator('.app-result-page')
        .first()
        .waitFor({ state: 'visible', timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
      if (!shown) {
        missed.push(`${name}: not found on /pay/success (.app-result-page)`);
        continue;
      }
      await quiet(page);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}/${name}.png`, animations: 'disabled' });
      saved.push(name);
    }
  }
  report('components');
});

test('states: pull to refresh and the error banner', async ({ page, context }) => {
  mkdirSync(OUT, { recursive: true });
  await logIn(context);

  // Pull to refresh on the home page: a finger held down past the threshold (touch through the DevTools protocol).
  await page.goto(`${live.url}/v2`);
  try {
    await page.locator('.goods-card').first().waitFor({ state: 'visible', timeout: 10_000 });
    await quiet(page);
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 180, y }] });
    await touch('touchStart', 150);
    for (let y = 160; y <= 450; y += 20) await touch('touchMove', y);
    await page.waitForFunction(() => (document.querySelector<HTMLElement>('.pull-refresh__head')?.offsetHeight ?? 0) >= 60, undefined, { timeout: 5_000 });
    await page.waitForTimeout(200);
    // The head and the top of the page it pushes down, as the buyer sees them.
    await page.screenshot({ path: `${OUT}/pull-refresh.png`, clip: { x: 0, y: 0, width: 375, height: 240 }, animations: 'disabled' });
    saved.push('pull-refresh');
    await touch('touchEnd', 450);
    await quiet(page);
  } catch (error) {
    missed.push(`pull-refresh: ${(error as Error).message.split('\n')[0]}`);
  }

  // The error banner: what the app says when its runtime config cannot be read (src/app/bootstrap.tsx).
  await page.route('**/app-config.json', (route) => route.abort());
  await page.goto(`${live.url}/v2`);
  await shoot('error-banner', page.locator('.error-banner'), { overlays: true, settle: false });
  await page.unroute('**/app-config.json');
  report('states');
});

/** Prints what was saved and what was not found (the run passes either way). */
function report(part: string): void {
  console.log(`design shots, ${part}: saved ${saved.length} (${saved.join(', ')})`);
  if (missed.length > 0) console.log(`design shots, ${part}: not taken:\n  ${missed.join('\n  ')}`);
  saved.length = 0;
  missed.length = 0;
}
