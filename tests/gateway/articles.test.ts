import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PURCHASE_AGREEMENT_ARTICLE_ID } from '../../gateway/handlers/order';
import { useTestGateway } from './helpers/gateway';

/**
 * Every /article page has a real text in the demo data: the article type each page asks for (read from
 * the article feature's route reads), answered by article.get with a title and several sections; and the purchase agreement
 * the checkout links by id.
 */

interface RouteEntry {
  path: string;
  screen?: string;
}

/** The article type each /article route shows, as the article feature's route reads name it (src/features/article/queries.ts). */
function articleTypes(): { path: string; type: string }[] {
  const spec = parse(readFileSync(new URL('../../spec/routes.yaml', import.meta.url), 'utf8')) as { routes: RouteEntry[] };
  const source = readFileSync(new URL('../../src/features/article/queries.ts', import.meta.url), 'utf8');
  const purchaseAgreement = /const PURCHASE_AGREEMENT = '([^']+)'/.exec(source)?.[1] ?? '';
  return spec.routes
    .filter((route) => route.path.startsWith('/article/') && route.screen)
    .map((route) => {
      const named = new RegExp(`'${route.path}': '([^']+)'`).exec(source)?.[1];
      return { path: route.path, type: named ?? (route.path === '/article/articlePr' ? purchaseAgreement : '') };
    });
}

const env = useTestGateway();

describe('articles', () => {
  const pages = articleTypes();

  it('covers all fourteen /article routes', () => {
    expect(pages).toHaveLength(14);
    for (const page of pages) expect(page.type, page.path).not.toBe('');
  });

  it.each(pages)('$path: article type $type has a real text', async ({ type }) => {
    const article = await env.gw.client.ok('article.get', { query: { articleType: type } });
    expect(article.articleType).toBe(type);
    expect(article.title.length).toBeGreaterThan(1);
    expect(article.content).not.toContain('演示内容');
    expect(article.content.replace(/<[^>]+>/g, '').length).toBeGreaterThan(150);
    expect(article.content.match(/<h3>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });

  it('answers the purchase agreement the checkout links by id', async () => {
    const article = await env.gw.client.ok('article.get', { query: { articleId: PURCHASE_AGREEMENT_ARTICLE_ID } });
    expect(article.articleType).toBe('purchaseAgreement');
    expect(article.content).toContain('交付与验收');
  });
});
