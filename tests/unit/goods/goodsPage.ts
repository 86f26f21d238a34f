import { screen } from '@testing-library/react';

/**
 * Waits for the whole goods page — its first paint (picture, price, name) comes before the rest of its code —
 * and returns the price.
 */
export async function goodsPageShown(): Promise<HTMLElement> {
  await screen.findByRole('button', { name: /加入购物车|Add to cart/ });
  return screen.getByLabelText(/单价|Unit price/);
}
