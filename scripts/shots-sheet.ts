import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';

/**
 * Writes test-results/shots/index.html: every route's screenshot side by side in Chinese and English, in
 * the order of spec/routes.yaml, each captioned with its path — one page to review the whole app at once.
 */
const root = 'test-results/shots';
const locales = ['zh-CN', 'en'] as const;
const routes = (parse(readFileSync('spec/routes.yaml', 'utf8')) as { routes: { path: string }[] }).routes.map((route) => route.path);
const shotName = (path: string) => path.slice(1).replaceAll('/', '_') || 'root';
const taken = new Map(locales.map((locale) => [locale, new Set(safeList(join(root, locale)))]));

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const cells = routes
  .map((path) => {
    const shots = locales
      .map((locale) =>
        taken.get(locale)!.has(`${shotName(path)}.png`)
          ? `<img loading="lazy" src="${locale}/${encodeURIComponent(shotName(path))}.png" alt="${escape(path)} (${locale})" width="188" height="334">`
          : `<div class="missing">${locale}: —</div>`,
      )
      .join('');
    return `<figure><div class="pair">${shots}</div><figcaption>${escape(path)}</figcaption></figure>`;
  })
  .join('\n');
const count = locales.map((locale) => `${locale} ${taken.get(locale)!.size}`).join(', ');
writeFileSync(
  join(root, 'index.html'),
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>Screens (${count})</title><style>
body{font:13px sans-serif;margin:16px;background:#eee}
main{display:flex;flex-wrap:wrap;gap:16px}
figure{margin:0;background:#fff;padding:8px;border-radius:8px}
.pair{display:flex;gap:6px}
img{border:1px solid #ccc}
.missing{width:188px;height:334px;display:flex;align-items:center;justify-content:center;color:#999;border:1px dashed #ccc}
figcaption{margin-top:6px;font-family:monospace}
</style></head><body><h1>Every route at 375×667 (${count} screenshots)</h1><main>
${cells}
</main></body></html>
`,
);
console.log(`${root}/index.html: ${routes.length} routes (${count})`);
