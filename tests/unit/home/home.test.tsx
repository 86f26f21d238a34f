// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import HomeV2 from '../../../src/features/home/screens/HomeV2.tsx';
import HomeV3 from '../../../src/features/home/screens/HomeV3.tsx';
import { invalidate } from '../../../src/lib/query.ts';
import { session } from '../../../src/lib/session/index.ts';
import { fail, installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';
import { goods, goodsPage } from './fixtures.ts';

/** A goods price as drawn (its parts in spans): the element whose whole text it is. */
const price = (text: string) => (_: string, element: Element | null) => !!element?.classList.contains('app-money') && element.textContent === text;

const page = (list: unknown[], total = list.length, pageNum = 1) => ok(goodsPage(list, total, pageNum));
const BANNERS = ok([{ bannerId: 'b1', imageUrl: '/b1.svg', title: '商砼当日达', linkUrl: '/shoppingDetail?goodsId=g1', sort: 1 }]);
const CATEGORIES = ok([
  { categoryId: 'cat_a', categoryName: '商品混凝土', children: [{ categoryId: 'cat_a1', categoryName: '预拌混凝土', parentId: 'cat_a' }] },
]);

beforeEach(() => {
  setUpScreenTest();
});
afterEach(() => {
  cleanup();
  tearDownScreenTest();
});

describe('home /v2', () => {
  it('shows banner, categories and goods with two-decimal prices; a goods opens /shoppingDetail?goodsId=…', async () => {
    installGateway({
      'goods.banners': BANNERS,
      'goods.categories': CATEGORIES,
      'goods.homeGoods': page([goods('g1', '预拌混凝土', '440'), goods('g2', '细石混凝土', '455.5')]),
    });
    const { location } = renderScreen('/v2', <HomeV2 />);
    const first = await screen.findByRole('link', { name: '预拌混凝土' });
    expect(within(first).getByText(price('¥440.00/方'))).toBeTruthy();
    expect(screen.getByText(price('¥455.50/方'))).toBeTruthy();
    expect(screen.getByRole('region', { name: '推荐活动' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '商品混凝土' })).toBeTruthy();
    // Logged out: no cart button.
    expect(screen.queryByRole('button', { name: /购物车/ })).toBeNull();
    await userEvent.click(first);
    await waitFor(() => expect(location()).toBe('/shoppingDetail?goodsId=g1'));
  });

  it('a category opens /goods?categoryId=…, the search box opens /v2/search', async () => {
    installGateway({ 'goods.banners': BANNERS, 'goods.categories': CATEGORIES, 'goods.homeGoods': page([goods('g1', '预拌混凝土', '440')]) });
    const { location, router } = renderScreen('/v2', <HomeV2 />);
    await userEvent.click(await screen.findByRole('button', { name: '商品混凝土' }));
    await waitFor(() => expect(location()).toBe('/goods?categoryId=cat_a'));
    await router.navigate(-1);
    await userEvent.click(await screen.findByRole('button', { name: '搜索' }));
    await waitFor(() => expect(location()).toBe('/v2/search'));
  });

  it('shows the cart badge with the count only when logged in', async () => {
    session.loggedIn = true;
    session.checked = true;
    const gw = installGateway({
      'goods.banners': BANNERS,
      'goods.categories': CATEGORIES,
      'goods.homeGoods': page([goods('g1', '预拌混凝土', '440')]),
      'cart.count': ok({ cartNum: 4 }),
    });
    const { location } = renderScreen('/v2', <HomeV2 />);
    const cart = await screen.findByRole('button', { name: '购物车，4件商品' });
    expect(gw.calls('cart.count')).toHaveLength(1);
    await userEvent.click(cart);
    await waitFor(() => expect(location()).toBe('/cart/cart'));
  });

  it('the cart badge follows a cart write elsewhere (every cart write invalidates the cart reads)', async () => {
    session.loggedIn = true;
    session.checked = true;
    let cartNum = 4;
    installGateway({
      'goods.banners': BANNERS,
      'goods.categories': CATEGORIES,
      'goods.homeGoods': page([goods('g1', '预拌混凝土', '440')]),
      'cart.count': () => ok({ cartNum })(),
    });
    renderScreen('/v2', <HomeV2 />);
    await screen.findByRole('button', { name: '购物车，4件商品' });
    cartNum = 5;
    await invalidate(['cart']);
    expect(await screen.findByRole('button', { name: '购物车，5件商品' })).toBeTruthy();
  });

  it('does not ask for the cart count when logged out', async () => {
    const gw = installGateway({ 'goods.banners': BANNERS, 'goods.categories': CATEGORIES, 'goods.homeGoods': page([goods('g1', '预拌混凝土', '440')]) });
    renderScreen('/v2', <HomeV2 />);
    await screen.findByRole('link', { name: '预拌混凝土' });
    expect(gw.calls('cart.count')).toHaveLength(0);
  });

  it('shows the empty state when there are no goods', async () => {
    installGateway({ 'goods.banners': ok([]), 'goods.categories': ok([]), 'goods.homeGoods': page([]) });
    renderScreen('/v2', <HomeV2 />);
    expect(await screen.findByText('暂无商品')).toBeTruthy();
  });

  it('shows the error state with the reason, and retry loads the goods', async () => {
    let failing = true;
    installGateway({
      'goods.banners': BANNERS,
      'goods.categories': CATEGORIES,
      'goods.homeGoods': () => (failing ? fail('500', '服务维护中', 500)() : page([goods('g1', '预拌混凝土', '440')])()),
    });
    renderScreen('/v2', <HomeV2 />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('商品加载失败')).toBeTruthy();
    expect(within(alert).getByText('服务维护中')).toBeTruthy();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '预拌混凝土' })).toBeTruthy();
  });

  it('banners and categories that fail leave the goods list working', async () => {
    installGateway({
      'goods.banners': fail('500', 'x', 500),
      'goods.categories': fail('500', 'x', 500),
      'goods.homeGoods': page([goods('g1', '预拌混凝土', '440')]),
    });
    renderScreen('/v2', <HomeV2 />);
    expect(await screen.findByRole('link', { name: '预拌混凝土' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '推荐活动' })).toBeNull();
  });

  it('loads the next page when the list end comes into view, without duplicates', async () => {
    // happy-dom has no layout: an IntersectionObserver that sees every observed element in view.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private connected = true;
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(target: Element) {
          queueMicrotask(() => {
            if (this.connected) this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
          });
        }
        disconnect() {
          this.connected = false;
        }
        unobserve() {}
      },
    );
    onTestFinished(() => void vi.unstubAllGlobals());
    const first = Array.from({ length: 10 }, (_, i) => goods(`g${i}`, `商品${i}`, '10'));
    const gw = installGateway({
      'goods.banners': ok([]),
      'goods.categories': ok([]),
      'goods.homeGoods': () => {
        const pageNum = Number(new URL(gw.seen.at(-1)?.request.url ?? '').searchParams.get('pageNum'));
        return pageNum === 1 ? page(first, 12)() : page([goods('g9', '商品9', '10'), goods('g10', '商品10', '10'), goods('g11', '商品11', '10')], 12, 2)();
      },
    });
    renderScreen('/v2', <HomeV2 />);
    expect(await screen.findByRole('link', { name: '商品11' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '商品9' })).toHaveLength(1);
    expect(await screen.findByText('没有更多了')).toBeTruthy();
  });
});

describe('home /v3', () => {
  it('shows the same data in the grid layout with category chips', async () => {
    installGateway({ 'goods.banners': BANNERS, 'goods.categories': CATEGORIES, 'goods.homeGoods': page([goods('g1', '预拌混凝土', '440')]) });
    const { view } = renderScreen('/v3', <HomeV3 />);
    expect(await screen.findByRole('link', { name: '预拌混凝土' })).toBeTruthy();
    expect(view.container.querySelector('.home-goods--tile')).not.toBeNull();
    expect(view.container.querySelector('.home-categories--chips')).not.toBeNull();
    expect(screen.getByText(price('¥440.00/方'))).toBeTruthy();
  });

  it('becomes the saved home page', async () => {
    installGateway({ 'goods.banners': BANNERS, 'goods.categories': CATEGORIES, 'goods.homeGoods': page([goods('g1', '预拌混凝土', '440')]) });
    renderScreen('/v3', <HomeV3 />);
    await screen.findByRole('link', { name: '预拌混凝土' });
    expect(session.homePath).toBe('/v3');
    expect(JSON.parse(localStorage.getItem('homePage') ?? 'null')).toBe('/v3');
  });
});
