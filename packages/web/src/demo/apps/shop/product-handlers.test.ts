import { beforeEach, describe, expect, it } from 'vitest';
import { resetDemoStore } from '../../mocks/demo-store';
import { mockRequest } from '../../mocks/mock-request';
import { productHandlers } from './product-handlers';
import {
  type CartItem,
  type CartProduct,
  idOfSlug,
  type ProductDetail,
  productColors,
  type ShopProduct,
  type WishlistItem,
} from './product-model';

type Page = { products: ShopProduct[]; total: number; userWishlist: WishlistItem[]; userCart: CartItem[] };
const shop = async (query = '') =>
  (await mockRequest(productHandlers, 'GET', `/apps/ecommerce/products?${query}`)).body as Page;
const listOf = async (list: 'cart' | 'wishlist') =>
  ((await mockRequest(productHandlers, 'GET', `/apps/ecommerce/${list}`)).body as { products: CartProduct[] })
    .products;

beforeEach(() => resetDemoStore());

describe('shop mocks (SPEC §7)', () => {
  it('pages 9 products at a time with the total, the wishlist and the cart', async () => {
    const first = await shop();
    expect(first.products).toHaveLength(9);
    expect(first.total).toBe(32);
    expect(first.products.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await shop('page=4')).products.map((p) => p.id)).toEqual([28, 29, 30, 31, 32]);
    expect((await shop('page=5')).products).toEqual([]);
    expect(first.userWishlist.map((w) => w.productId)).toEqual([2, 5, 11]);
    expect(first.userCart).toEqual([
      { id: 1, productId: 3, qty: 1 },
      { id: 2, productId: 5, qty: 1 },
    ]);
    const five = first.products.find((p) => p.id === 5);
    expect(five).toMatchObject({ isInWishlist: true, isInCart: true });
    expect(first.products.find((p) => p.id === 1)).toMatchObject({ isInWishlist: false, isInCart: false });
  });

  it('searches names case-insensitively and sorts featured, by price up or down', async () => {
    const all = (await shop('perPage=100')).products;
    const sample = all[6] as ShopProduct;
    const found = await shop(`q=${encodeURIComponent(sample.name.toUpperCase())}&perPage=100`);
    expect(found.products.map((p) => p.id)).toContain(sample.id);
    expect(found.products.every((p) => p.name.toLowerCase().includes(sample.name.toLowerCase()))).toBe(true);
    expect((await shop(`q=${encodeURIComponent(sample.brand)}zzz`)).total).toBe(0);
    const up = (await shop('sortBy=price-asc&perPage=100')).products.map((p) => p.price);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await shop('sortBy=price-desc&perPage=100')).products.map((p) => p.price);
    expect(down).toEqual([...up].reverse());
  });

  it('keeps to the ranges of SPEC §9; a slug ends in its id', async () => {
    const all = (await shop('perPage=100')).products;
    for (const product of all) {
      expect(product.rating).toBeGreaterThanOrEqual(1);
      expect(product.rating).toBeLessThanOrEqual(5);
      expect(idOfSlug(product.slug)).toBe(product.id);
    }
    const today = new Date().toISOString().slice(0, 10);
    for (const product of all) {
      const { body } = await mockRequest(productHandlers, 'GET', `/apps/ecommerce/products/${product.id}`);
      const detail = (body as { product: ProductDetail }).product;
      expect(detail.offers).toBeGreaterThanOrEqual(1);
      expect(detail.offers).toBeLessThanOrEqual(4);
      expect(detail.discountPercentage).toBeGreaterThanOrEqual(3);
      expect(detail.discountPercentage).toBeLessThanOrEqual(20);
      expect(detail.colorOptions.every((c) => productColors.includes(c))).toBe(true);
      const days = (Date.parse(detail.shippingDate) - Date.parse(today)) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(1);
      expect(days).toBeLessThanOrEqual(8);
    }
  });

  it('opens one product; an unknown one is 404 with an empty body', async () => {
    const { body } = await mockRequest(productHandlers, 'GET', '/apps/ecommerce/products/5');
    expect((body as { product: ProductDetail }).product).toMatchObject({ id: 5, isInCart: true });
    expect(await mockRequest(productHandlers, 'GET', '/apps/ecommerce/products/999')).toEqual({
      status: 404,
      body: null,
    });
  });

  it('adds to the cart at quantity 1 and to the wishlist (201, once), removes with 200', async () => {
    const added = await mockRequest(productHandlers, 'POST', '/apps/ecommerce/cart', { productId: 7 });
    expect(added.status).toBe(201);
    await mockRequest(productHandlers, 'POST', '/apps/ecommerce/cart', { productId: 7 });
    expect((await listOf('cart')).filter((p) => p.id === 7)).toMatchObject([
      { id: 7, qty: 1, isInCart: true },
    ]);
    expect(
      (await mockRequest(productHandlers, 'POST', '/apps/ecommerce/wishlist', { productId: 7 })).status,
    ).toBe(201);
    expect((await listOf('wishlist')).map((p) => p.id)).toEqual([2, 5, 11, 7]);
    expect((await mockRequest(productHandlers, 'DELETE', '/apps/ecommerce/cart/7')).status).toBe(200);
    expect((await mockRequest(productHandlers, 'DELETE', '/apps/ecommerce/wishlist/2')).status).toBe(200);
    expect((await listOf('cart')).map((p) => p.id)).toEqual([3, 5]);
    expect((await listOf('wishlist')).map((p) => p.id)).toEqual([5, 11, 7]);
    expect((await shop()).products.find((p) => p.id === 2)?.isInWishlist).toBe(false);
  });

  it('refuses a bad body with a code, an unknown product or line with 404', async () => {
    const bad = await mockRequest(productHandlers, 'POST', '/apps/ecommerce/cart', { productId: 'seven' });
    expect(bad.status).toBe(400);
    expect((bad.body as { error: { code: string } }).error.code).toBe('invalid_body');
    expect(
      (await mockRequest(productHandlers, 'POST', '/apps/ecommerce/wishlist', { productId: 999 })).status,
    ).toBe(404);
    expect((await mockRequest(productHandlers, 'DELETE', '/apps/ecommerce/cart/1')).status).toBe(404);
  });
});
