// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ArticleLoginAgreement from '../../../src/features/article/screens/ArticleLoginAgreement.tsx';
import ArticleUserAgreement from '../../../src/features/article/screens/ArticleUserAgreement.tsx';
import ArticleUserPrivacy from '../../../src/features/article/screens/ArticleUserPrivacy.tsx';
import ArticleVatInvoiceHelp from '../../../src/features/article/screens/ArticleVatInvoiceHelp.tsx';
import ArticleView from '../../../src/features/article/screens/ArticleView.tsx';
import { fail, installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

const article = (type: string, title: string, content = '<h3>条款</h3><p>正文内容</p>') =>
  ok({ articleId: `art_${type}`, articleType: type, title, content, version: 'v2.1', updateTime: '2026-11-01 06:30:45' });

beforeEach(() => {
  setUpScreenTest();
});
afterEach(() => {
  cleanup();
  tearDownScreenTest();
});

describe('agreement pages', () => {
  it.each([
    ['userAgreement', '用户协议', ArticleUserAgreement],
    ['userPrivate', '隐私政策', ArticleUserPrivacy],
    ['loginAgreement', '登录协议', ArticleLoginAgreement],
  ] as const)('%s: asks for its article type and shows title, version, date and text', async (type, heading, Screen) => {
    const gw = installGateway({ 'article.get': article(type, `《${heading}》全文`) });
    renderScreen(`/article/${type}`, <Screen />);
    expect(screen.getByRole('heading', { name: heading, level: 1 })).toBeTruthy();
    const body = await screen.findByRole('article', { name: `《${heading}》全文` });
    expect(within(body).getByText('正文内容')).toBeTruthy();
    expect(within(body).getByText('版本 v2.1')).toBeTruthy();
    expect(within(body).getByText('更新于 2026-11-01')).toBeTruthy();
    expect(new URL(gw.calls('article.get')[0]?.url ?? '').searchParams.get('articleType')).toBe(type);
  });

  it('a page of the route table: its route title in the header, its article type asked', async () => {
    const gw = installGateway({ 'article.get': article('vatinvoice-help', '增票资质帮助') });
    renderScreen('/article/vatinvoice-help', <ArticleVatInvoiceHelp />);
    expect(screen.getByRole('heading', { name: '增票资质帮助', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('article', { name: '增票资质帮助' })).toBeTruthy();
    expect(new URL(gw.calls('article.get')[0]?.url ?? '').searchParams.get('articleType')).toBe('vatinvoice-help');
  });

  it('/article/articlePr: the article articleId names (the checkout link), else the purchase agreement', async () => {
    const gw = installGateway({ 'article.get': article('purchaseAgreement', '建材云平台采购协议') });
    renderScreen('/article/articlePr?articleId=art_purchaseAgreement', <ArticleView />);
    expect(screen.getByRole('heading', { name: '文章详情', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('article', { name: '建材云平台采购协议' })).toBeTruthy();
    const byId = new URL(gw.calls('article.get')[0]?.url ?? '').searchParams;
    expect([byId.get('articleId'), byId.get('articleType')]).toEqual(['art_purchaseAgreement', null]);
    cleanup();
    renderScreen('/article/articlePr', <ArticleView />);
    expect(await screen.findByRole('article', { name: '建材云平台采购协议' })).toBeTruthy();
    expect(new URL(gw.calls('article.get')[1]?.url ?? '').searchParams.get('articleType')).toBe('purchaseAgreement');
  });

  it('a failed load says so and retries; the back arrow goes back', async () => {
    let failing = true;
    installGateway({ 'article.get': () => (failing ? fail('500', '内容服务异常', 500)() : article('userAgreement', '用户服务协议')()) });
    const { location } = renderScreen('/article/userAgreement', <ArticleUserAgreement />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('内容加载失败')).toBeTruthy();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('article', { name: '用户服务协议' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(location()).toBe('/from');
  });
});
