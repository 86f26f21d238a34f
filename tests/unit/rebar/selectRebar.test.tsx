// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearRebarEntries, readRebarEntries } from '../../../src/features/rebar/index.ts';
import { reset as resetRebar } from '../../../src/features/rebar/store.ts';
import SelectRebar from '../../../src/features/rebar/screens/SelectRebar.tsx';
import { fail, installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

const OPTIONS = {
  shapes: [
    { option1Type: 1, name: '直条' },
    { option1Type: 4, name: '箍筋（闭合）' },
  ],
  option2Values: ['10'],
  option3Values: ['6'],
  option4Values: ['0.2'],
};
const SAVED = [
  { listIndex: 0, option1Type: 1, option2Value: '10', option3Value: '6', option4Value: '0' },
  { listIndex: 1, option1Type: 4, option2Value: '20', option3Value: '0.3', option4Value: '0.2' },
];

function gateway(options: { priceFails?: () => boolean; saveFails?: boolean } = {}) {
  return installGateway({
    'goods.rebarPrice': () =>
      options.priceFails?.() ? fail('500', '钢筋服务异常', 500)() : ok({ goodsId: 'g_rebar', varietyId: 'var_16', rebarPrice: '0.35' })(),
    'goods.rebarOptions': ok(OPTIONS),
    'cart.rebarEntries': ok({ cartResourceId: 'cart9', rebarPrice: '0.40', entries: SAVED, rebarAmount: '32.80' }),
    'cart.saveRebarEntries': options.saveFails
      ? fail('400', '钢筋料单的数值不能超过100000')
      : ok({ cartResourceId: 'cart9', rebarPrice: '0.40', entries: SAVED, rebarAmount: '32.80' }),
  });
}

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const totalText = () => screen.getByText(/^加工费合计/).textContent;

beforeEach(() => {
  setUpScreenTest();
  sessionStorage.clear();
  resetRebar();
});
afterEach(() => {
  cleanup();
  tearDownScreenTest();
});

describe('rebar list', () => {
  it('two entries with live amounts from the rebar domain (type 4 doubles the lengths and adds 0.1 × pieces)', async () => {
    const gw = gateway();
    const { location } = renderScreen('/selectRebar?goodsId=g_rebar&varietyId=var_16', <SelectRebar />);
    expect(await screen.findByText('还没有钢筋料单，点击下方添加')).toBeTruthy();
    expect(new URL(gw.calls('goods.rebarPrice')[0]!.url).searchParams.get('varietyId')).toBe('var_16');
    await userEvent.click(screen.getByRole('button', { name: '添加一项' }));
    await userEvent.type(box('第1项根数'), '10');
    await userEvent.type(box('第1项长度'), '6');
    expect(screen.getByText('小计 ¥21.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '添加一项' }));
    expect(screen.queryByRole('textbox', { name: '第2项第二长度' })).toBeNull();
    const shapes = screen.getByRole('listbox', { name: '第2项形状' });
    await userEvent.click(shapes.querySelectorAll('[role=option]')[1]!);
    await userEvent.type(box('第2项根数'), '20');
    await userEvent.type(box('第2项长度'), '0.3');
    await userEvent.type(box('第2项第二长度'), '0.2');
    expect(screen.getByText('小计 ¥7.70')).toBeTruthy();
    expect(totalText()).toBe('加工费合计 ¥28.70');
    // Handed to the goods page on Done, not while typed.
    expect(readRebarEntries('g_rebar')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(location()).toBe('/from'));
    expect(readRebarEntries('g_rebar')).toEqual([
      { listIndex: 0, option1Type: 1, option2Value: '10', option3Value: '6', option4Value: '0' },
      { listIndex: 1, option1Type: 4, option2Value: '20', option3Value: '0.3', option4Value: '0.2' },
    ]);
  });

  it('a wrong value is kept as typed with a message, counts as nothing, and blocks Done', async () => {
    gateway();
    const { location } = renderScreen('/selectRebar?goodsId=g_rebar', <SelectRebar />);
    await userEvent.click(await screen.findByRole('button', { name: '添加一项' }));
    await userEvent.type(box('第1项根数'), '1.23456');
    expect(screen.getByRole('alert').textContent).toBe('请输入不小于0且最多四位小数的数字');
    expect(box('第1项根数').value).toBe('1.23456');
    expect(totalText()).toBe('加工费合计 ¥0.00');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请先修正标红的数值')).toBeTruthy();
    expect(location()).toBe('/selectRebar?goodsId=g_rebar');
  });

  it('deleting the wrongly typed entry takes its message along; Done then hands the rest over', async () => {
    gateway();
    const { location } = renderScreen('/selectRebar?goodsId=g_rebar', <SelectRebar />);
    await userEvent.click(await screen.findByRole('button', { name: '添加一项' }));
    await userEvent.type(box('第1项根数'), '999999');
    await userEvent.click(screen.getByRole('button', { name: '添加一项' }));
    await userEvent.type(box('第2项根数'), '3');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请先修正标红的数值')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('数值不能超过100000');
    await userEvent.click(screen.getByRole('button', { name: '删除第1项' }));
    await waitFor(() => expect(screen.queryByText('数值不能超过100000')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(location()).toBe('/from'));
    expect(readRebarEntries('g_rebar')).toEqual([{ listIndex: 0, option1Type: 1, option2Value: '3', option3Value: '0', option4Value: '0' }]);
  });

  it('a list added to the cart is forgotten, typed or handed over', async () => {
    gateway();
    renderScreen('/selectRebar?goodsId=g_rebar', <SelectRebar />);
    await userEvent.click(await screen.findByRole('button', { name: '添加一项' }));
    await userEvent.type(box('第1项根数'), '4');
    cleanup();
    clearRebarEntries('g_rebar');
    renderScreen('/selectRebar?goodsId=g_rebar', <SelectRebar />);
    expect(await screen.findByText('还没有钢筋料单，点击下方添加')).toBeTruthy();
  });

  it('deleting an entry (the swipe action) renumbers the rest; the list survives a reload', async () => {
    gateway();
    renderScreen('/selectRebar?goodsId=g_rebar', <SelectRebar />);
    await userEvent.click(await screen.findByRole('button', { name: '添加一项' }));
    await userEvent.type(box('第1项根数'), '1');
    await userEvent.click(screen.getByRole('button', { name: '添加一项' }));
    await userEvent.type(box('第2项根数'), '2');
    await userEvent.click(screen.getByRole('button', { name: '删除第1项' }));
    expect(box('第1项根数').value).toBe('2');
    expect(screen.queryByRole('textbox', { name: '第2项根数' })).toBeNull();
    cleanup();
    renderScreen('/selectRebar?goodsId=g_rebar', <SelectRebar />);
    expect(((await screen.findByRole('textbox', { name: '第1项根数' })) as HTMLInputElement).value).toBe('2');
  });

  it('a cart line: its saved entries and price, saved back to the cart on Done', async () => {
    const gw = gateway();
    const { location } = renderScreen('/selectRebar?goodsId=g_rebar&cartResourceId=cart9', <SelectRebar />);
    expect(await screen.findByText('加工单价 ¥0.40')).toBeTruthy();
    expect(totalText()).toBe('加工费合计 ¥32.80');
    await userEvent.clear(box('第1项根数'));
    await userEvent.type(box('第1项根数'), '20');
    expect(totalText()).toBe('加工费合计 ¥56.80'); // 120 × 0.40 + 22 × 0.40
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(location()).toBe('/from'));
    expect(await gw.calls('cart.saveRebarEntries')[0]!.clone().json()).toEqual({
      cartResourceId: 'cart9',
      entries: [
        { listIndex: 0, option1Type: 1, option2Value: '20', option3Value: '6', option4Value: '0' },
        { listIndex: 1, option1Type: 4, option2Value: '20', option3Value: '0.3', option4Value: '0.2' },
      ],
    });
    expect(readRebarEntries('g_rebar')).toEqual([]);
  });

  it('a refused save shows the reason and stays', async () => {
    gateway({ saveFails: true });
    const { location } = renderScreen('/selectRebar?goodsId=g_rebar&cartResourceId=cart9', <SelectRebar />);
    await screen.findByText('加工单价 ¥0.40');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(location()).toBe('/selectRebar?goodsId=g_rebar&cartResourceId=cart9'));
    expect(box('第1项根数').value).toBe('10');
  });

  it('a failed load says so and retries', async () => {
    let failing = true;
    gateway({ priceFails: () => failing });
    renderScreen('/selectRebar?goodsId=g_rebar', <SelectRebar />);
    expect(await screen.findByText('钢筋信息加载失败')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('加工单价 ¥0.35')).toBeTruthy();
  });
});
