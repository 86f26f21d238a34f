// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import GoodsCategory from '../../../src/features/goods/screens/GoodsCategory.tsx';
import { goods, goodsPage } from '../home/fixtures.ts';
import { fail, installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

/** A goods price as drawn (its parts in spans): the element whose whole text it is. */
const price = (text: string) => (_: string, element: Element | null) => !!element?.classList.contains('app-money') && element.textContent === text;

const TREE = [
  { categoryId: 'cat_concrete', categoryName: '商品混凝土', children: [{ categoryId: 'cat_rmc', categoryName: '预拌混凝土', parentId: 'cat_concrete' }] },
  { categoryId: 'cat_steel', categoryName: '钢材', children: [{ categoryId: 'cat_rebar', categoryName: '螺纹钢', parentId: 'cat_steel' }] },
  { categoryId: 'cat_empty', categoryName: '防水材料' },
];
const BY_CATEGORY: Record<string, unknown[]> = {
  cat_concrete: [goods('g1', '预拌混凝土 C30', '440'), goods('g2', '细石混凝土', '455')],
  cat_rmc: [goods('g1', '预拌混凝土 C30', '440')],
  cat_steel: [goods('g3', '螺纹钢 HRB400E', '3980', { unit: '吨' })],
  cat_rebar: [goods('g3', '螺纹钢 HRB400E', '3980', { unit: '吨' })],
  cat_empty: [],
};

function gateway(options: { treeFails?: () => boolean } = {}) {
  const gw = installGateway({
    'goods.categories': () => (options.treeFails?.() ? fail('500', '分类服务异常', 500)() : ok(TREE)()),
    'goods.search': () => {
      const url = new URL(gw.seen.at(-1)?.request.url ?? '');
      return ok(goodsPage(BY_CATEGORY[url.searchParams.get('categoryId') ?? ''] ?? []))();
    },
  });
  return gw;
}

beforeEach(() => {
  setUpScreenTest();
});
afterEach(() => {
  cleanup();
  tearDownScreenTest();
});

describe('category browse', () => {
  it('opens on the first category, showing its goods (with subcategories)', async () => {
    const gw = gateway();
    renderScreen('/goods', <GoodsCategory />);
    const tree = await screen.findByRole('navigation', { name: '分类列表' });
    expect(within(tree).getByRole('button', { name: '商品混凝土' }).getAttribute('aria-current')).toBe('true');
    expect(await screen.findByRole('link', { name: '细石混凝土' })).toBeTruthy();
    const search = new URL(gw.calls('goods.search')[0]?.url ?? '');
    expect(search.searchParams.get('categoryId')).toBe('cat_concrete');
    expect(screen.getByRole('button', { name: '全部', pressed: true })).toBeTruthy();
  });

  it('a category on the left shows its goods; a subcategory narrows them; the query follows', async () => {
    gateway();
    const { location } = renderScreen('/goods', <GoodsCategory />);
    const tree = await screen.findByRole('navigation', { name: '分类列表' });
    await userEvent.click(within(tree).getByRole('button', { name: '钢材' }));
    await waitFor(() => expect(location()).toBe('/goods?categoryId=cat_steel'));
    expect(await screen.findByRole('link', { name: '螺纹钢 HRB400E' })).toBeTruthy();
    expect(screen.getByText(price('¥3980.00/吨'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '螺纹钢', pressed: false }));
    await waitFor(() => expect(location()).toBe('/goods?categoryId=cat_rebar'));
    expect(await screen.findByRole('button', { name: '螺纹钢', pressed: true })).toBeTruthy();
    expect(within(tree).getByRole('button', { name: '钢材' }).getAttribute('aria-current')).toBe('true');
  });

  it('opens the category of ?categoryId= (a subcategory selects its parent on the left)', async () => {
    gateway();
    renderScreen('/goods?categoryId=cat_rmc', <GoodsCategory />);
    const tree = await screen.findByRole('navigation', { name: '分类列表' });
    expect(within(tree).getByRole('button', { name: '商品混凝土' }).getAttribute('aria-current')).toBe('true');
    expect(await screen.findByRole('button', { name: '预拌混凝土', pressed: true })).toBeTruthy();
    expect(await screen.findByRole('link', { name: '预拌混凝土 C30' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '细石混凝土' })).toBeNull();
  });

  it('says when a category has no goods', async () => {
    gateway();
    renderScreen('/goods?categoryId=cat_empty', <GoodsCategory />);
    expect(await screen.findByText('该分类下暂无商品')).toBeTruthy();
  });

  it('a goods opens its detail page', async () => {
    gateway();
    const { location } = renderScreen('/goods', <GoodsCategory />);
    await userEvent.click(await screen.findByRole('link', { name: '细石混凝土' }));
    await waitFor(() => expect(location()).toBe('/shoppingDetail?goodsId=g2'));
  });

  it('a failed tree load shows the reason and retries', async () => {
    let failing = true;
    gateway({ treeFails: () => failing });
    renderScreen('/goods', <GoodsCategory />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('分类加载失败')).toBeTruthy();
    expect(within(alert).getByText('分类服务异常')).toBeTruthy();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('navigation', { name: '分类列表' })).toBeTruthy();
  });

  it('the search button opens the search page', async () => {
    gateway();
    const { location } = renderScreen('/goods', <GoodsCategory />);
    await userEvent.click(screen.getByRole('link', { name: '搜索商品' }));
    await waitFor(() => expect(location()).toBe('/v2/search'));
  });
});
