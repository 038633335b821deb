import { slugOfWords } from '../../mocks/slug';
/** SPEC §9: the shop's page size. */
export const shopPageSize = 9;

/** SPEC §7: the shop's sorts. */
export const productSorts = ['featured', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof productSorts)[number];

/** SPEC §9: the colours a product may come in. */
export const productColors = ['primary', 'success', 'warning', 'danger', 'info'] as const;
export type ProductColor = (typeof productColors)[number];

/** SPEC §3 Product, as stored. */
export interface Product {
  id: number;
  name: string;
  slug: string;
  description: string;
  brand: string;
  price: number;
  image: string;
  hasFreeShipping: boolean;
  /** 1 to 5 */
  rating: number;
}

/** A product as the shop shows it, with what the mock derives (SPEC §3). */
export interface ShopProduct extends Product {
  isInWishlist: boolean;
  isInCart: boolean;
}

/** A product's detail page: the derived offer of SPEC §3 and §9. */
export interface ProductDetail extends ShopProduct {
  colorOptions: ProductColor[];
  /** yyyy-mm-dd, 1 to 8 days ahead */
  shippingDate: string;
  /** 1 to 4 */
  offers: number;
  /** 3 to 20 */
  discountPercentage: number;
}

/** A cart line: the product with its quantity (SPEC §3 cart item). */
export interface CartProduct extends ShopProduct {
  qty: number;
}

export interface WishlistItem {
  id: number;
  productId: number;
}

export interface CartItem extends WishlistItem {
  qty: number;
}

/**
 * A product's address slug ends in its id, so the detail page can ask the mock by id.
 * @example slugOf('Ergonomic Steel Chair', 7) // 'ergonomic-steel-chair-7'
 */
export function slugOf(name: string, id: number): string {
  return `${slugOfWords(name)}-${id}`;
}

/** The id at the end of a slug, or undefined: `idOfSlug('steel-chair-7')` → 7. */
export function idOfSlug(slug: string | undefined): number | undefined {
  const match = /(?:^|-)(\d+)$/.exec(slug ?? '');
  return match ? Number(match[1]) : undefined;
}
