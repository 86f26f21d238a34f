// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Search from '../../../src/features/search/screens/Search.tsx';
import { reset as resetSearch } from '../../../src/features/search/store.ts';
import { goods, goodsPage } from '../home/fixtures.ts';
import { fail, installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

beforeEach(() => {
  setUpScreenTest();
  resetSearch();
});
afterEach(() => {
  cleanup();
  tearDownScreenTest();
});

const searchAnswer = () => ok(goodsPage([goods('g1', '预拌混凝土', '440')]));

describe('search', () => {
  it('searches a term, shows the results and puts the term first in the persisted history', async () => {
    localStorage.setItem('searchHistory', '水泥,钢筋');
    const gw = installGateway({ 'goods.search': searchAnswer(), 'goods.hotWords': ok(['商砼', 'C30']) });
    const { location, router } = renderScreen('/v2/search', <Search />);
    const history = await screen.findByRole('list', { name: '搜索历史' });
    expect(
      within(history)
        .getAllByRole('button')
        .filter((b) => !b.getAttribute('aria-label'))
        .map((b) => b.textContent),
    ).toEqual(['水泥', '钢筋']);
    expect(await screen.findByRole('button', { name: '商砼' })).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: '搜索关键词' }), ' 混凝土 ');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(location()).toBe('/v2/search?keyword=%E6%B7%B7%E5%87%9D%E5%9C%9F'));
    expect(await screen.findByRole('link', { name: '预拌混凝土' })).toBeTruthy();
    expect(screen.getByText(/共1件商品/)).toBeTruthy();
    expect(new URL(gw.calls('goods.search')[0]?.url ?? '').searchParams.get('keyword')).toBe('混凝土');
    expect(localStorage.getItem('searchHistory')).toBe('混凝土,水泥,钢筋');

    // Back returns to the history, newest first.
    await router.navigate(-1);
    const again = await screen.findByRole('list', { name: '搜索历史' });
    expect(within(again).getByRole('button', { name: '混凝土' })).toBeTruthy();
  });

  it('suggests goods names once typing rests for 500 ms (one request for a burst of keys); a tap searches the name', async () => {
    const gw = installGateway({
      'goods.search': ok(goodsPage([goods('g1', '预拌混凝土', '440'), goods('g2', '细石混凝土', '460')])),
      'goods.hotWords': ok([]),
    });
    const { location } = renderScreen('/v2/search', <Search />);
    const box = await screen.findByRole('searchbox', { name: '搜索关键词' });
    const started = Date.now();
    await userEvent.type(box, '混凝土');
    const suggestions = await screen.findByRole('list', { name: '搜索建议' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['预拌混凝土', '细石混凝土']);
    expect(gw.calls('goods.search')).toHaveLength(1);
    expect(new URL(gw.calls('goods.search')[0]?.url ?? '').searchParams.get('keyword')).toBe('混凝土');

    await userEvent.click(within(suggestions).getByRole('button', { name: '细石混凝土' }));
    await waitFor(() => expect(location()).toBe(`/v2/search?keyword=${encodeURIComponent('细石混凝土')}`));
    expect(screen.queryByRole('list', { name: '搜索建议' })).toBeNull();
  });

  it('a history term searches again and moves to the front; at most 10 are kept', async () => {
    localStorage.setItem('searchHistory', Array.from({ length: 10 }, (_, i) => `t${i}`).join(','));
    installGateway({ 'goods.search': searchAnswer(), 'goods.hotWords': ok([]) });
    renderScreen('/v2/search', <Search />);
    await userEvent.click(await screen.findByRole('button', { name: 't5' }));
    await screen.findByRole('link', { name: '预拌混凝土' });
    expect(localStorage.getItem('searchHistory')?.split(',')).toEqual(['t5', 't0', 't1', 't2', 't3', 't4', 't6', 't7', 't8', 't9']);
  });

  it('removes one term, and clears all after confirming', async () => {
    localStorage.setItem('searchHistory', '水泥,钢筋');
    installGateway({ 'goods.hotWords': ok([]) });
    renderScreen('/v2/search', <Search />);
    await userEvent.click(await screen.findByRole('button', { name: '删除“水泥”' }));
    expect(localStorage.getItem('searchHistory')).toBe('钢筋');
    await userEvent.click(screen.getByRole('button', { name: '清空搜索历史' }));
    const dialog = await screen.findByRole('dialog');
    // The dialog is still animating in (pointer-events: none), so click it directly.
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('暂无搜索历史')).toBeTruthy();
    expect(localStorage.getItem('searchHistory')).toBeNull();
  });

  it('a blank search says what is missing and searches nothing', async () => {
    const gw = installGateway({ 'goods.hotWords': ok([]) });
    renderScreen('/v2/search', <Search />);
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('请输入搜索关键词')).toBeTruthy();
    expect(gw.calls('goods.search')).toHaveLength(0);
  });

  it('shows the empty state, and the error state with retry', async () => {
    let failing = true;
    installGateway({ 'goods.hotWords': ok([]), 'goods.search': () => (failing ? fail('500', '搜索服务繁忙', 500)() : ok(goodsPage([]))()) });
    renderScreen('/v2/search?keyword=xyz', <Search />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('搜索失败')).toBeTruthy();
    expect(within(alert).getByText('搜索服务繁忙')).toBeTruthy();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('没有找到相关商品，换个关键词试试')).toBeTruthy();
  });
});
