import { demoCollection } from '../../mocks/demo-store';
import { seededFaker } from '../../mocks/seeded-faker';
import {
  type CartItem,
  type Product,
  type ProductDetail,
  productColors,
  slugOf,
  type WishlistItem,
} from './product-model';

const brands = ['Apple', 'Sony', 'Samsung', 'Philips', 'Logitech', 'Bose', 'Lenovo'];

function makeProducts(): Product[] {
  const faker = seededFaker(7301);
  return Array.from({ length: 32 }, (_, index) => {
    const id = index + 1;
    const name = faker.commerce.productName();
    return {
      id,
      name,
      slug: slugOf(name, id),
      description: faker.commerce.productDescription(),
      brand: faker.helpers.arrayElement(brands),
      price: Number(faker.commerce.price({ min: 9, max: 1500, dec: 2 })),
      image: '',
      hasFreeShipping: faker.datatype.boolean(),
      rating: faker.number.int({ min: 1, max: 5 }),
    };
  });
}

export const products = demoCollection('products', makeProducts);
export const wishlist = demoCollection<WishlistItem>('wishlist', () => [
  { id: 1, productId: 2 },
  { id: 2, productId: 5 },
  { id: 3, productId: 11 },
]);
export const cart = demoCollection<CartItem>('cart', () => [
  { id: 1, productId: 3, qty: 1 },
  { id: 2, productId: 5, qty: 1 },
]);

/**
 * The offer on a product's page (SPEC §9): colours, a shipping date 1 to 8 days from today, 1 to
 * 4 offers and 3 to 20 percent off, made from its id so they stay the same on every visit.
 */
export function offerOf(product: Product): Omit<ProductDetail, keyof Product | 'isInWishlist' | 'isInCart'> {
  const faker = seededFaker(product.id);
  const shipping = new Date();
  shipping.setUTCDate(shipping.getUTCDate() + faker.number.int({ min: 1, max: 8 }));
  return {
    colorOptions: faker.helpers.arrayElements(productColors, { min: 1, max: productColors.length }),
    shippingDate: shipping.toISOString().slice(0, 10),
    offers: faker.number.int({ min: 1, max: 4 }),
    discountPercentage: faker.number.int({ min: 3, max: 20 }),
  };
}
