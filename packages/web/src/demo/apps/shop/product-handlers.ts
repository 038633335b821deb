import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import type { DemoCollection } from '../../mocks/demo-store';
import { includesText, paginate, positiveInt } from '../../mocks/paginate';
import { bodyOf, notFound } from '../../mocks/replies';
import { cart, offerOf, products, wishlist } from './product-data';
import {
  type Product,
  type ProductSort,
  productSorts,
  type ShopProduct,
  shopPageSize,
  type WishlistItem,
} from './product-model';

const comparators: Record<ProductSort, (a: Product, b: Product) => number> = {
  featured: (a, b) => a.id - b.id,
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
};

const productBody = z.object({ productId: z.number().int().positive() });

/** A product with whether it is on the wishlist and in the cart (SPEC §3 derived fields). */
function shopView(product: Product): ShopProduct {
  return {
    ...product,
    isInWishlist: wishlist.all().some((item) => item.productId === product.id),
    isInCart: cart.all().some((item) => item.productId === product.id),
  };
}

function productOf(id: string | readonly string[] | undefined): Product | undefined {
  return products.all().find((product) => String(product.id) === id);
}

const nextId = (records: { id: number }[]) => Math.max(0, ...records.map((r) => r.id)) + 1;

/** Adds a product to a list once: posting one already there changes nothing but still answers 201. */
async function addTo<T extends WishlistItem>(
  request: Request,
  list: DemoCollection<T>,
  make: (item: WishlistItem) => T,
) {
  const body = await bodyOf(request, productBody);
  if (!body.ok) return body.reply;
  const { productId } = body.value;
  if (!productOf(String(productId))) return notFound();
  const all = list.all();
  if (!all.some((item) => item.productId === productId))
    list.save([...all, make({ id: nextId(all), productId })]);
  return HttpResponse.json({}, { status: 201 });
}

function removeFrom<T extends WishlistItem>(
  productId: string | readonly string[] | undefined,
  list: DemoCollection<T>,
) {
  const all = list.all();
  if (!all.some((item) => String(item.productId) === productId)) return notFound();
  list.save(all.filter((item) => String(item.productId) !== productId));
  return new HttpResponse(null, { status: 200 });
}

/** The shop's calls (SPEC §7): products searched, sorted and paged; one product; wishlist and cart. */
export const productHandlers = [
  http.get('/apps/ecommerce/products', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = params.get('q') ?? '';
    const sortBy = productSorts.find((s) => s === params.get('sortBy')) ?? 'featured';
    const found = products
      .all()
      .filter((product) => !q || includesText(product.name, q))
      .sort((a, b) => comparators[sortBy](a, b) || a.id - b.id);
    const perPage = positiveInt(params.get('perPage'), shopPageSize);
    const page = positiveInt(params.get('page'), 1);
    return HttpResponse.json({
      products: paginate(found, perPage, page).map(shopView),
      total: found.length,
      userWishlist: wishlist.all(),
      userCart: cart.all(),
    });
  }),

  http.get('/apps/ecommerce/products/:id', ({ params }) => {
    const product = productOf(params.id);
    if (!product) return notFound();
    return HttpResponse.json({ product: { ...shopView(product), ...offerOf(product) } });
  }),

  http.get('/apps/ecommerce/wishlist', () =>
    HttpResponse.json({
      products: wishlist
        .all()
        .map((item) => productOf(String(item.productId)))
        .filter((product) => product !== undefined)
        .map(shopView),
    }),
  ),

  http.get('/apps/ecommerce/cart', () =>
    HttpResponse.json({
      products: cart.all().flatMap((item) => {
        const product = productOf(String(item.productId));
        return product ? [{ ...shopView(product), qty: item.qty }] : [];
      }),
    }),
  ),

  http.post('/apps/ecommerce/wishlist', ({ request }) => addTo(request, wishlist, (item) => item)),
  // A cart line starts at quantity 1 (SPEC §9).
  http.post('/apps/ecommerce/cart', ({ request }) => addTo(request, cart, (item) => ({ ...item, qty: 1 }))),
  http.delete('/apps/ecommerce/wishlist/:productId', ({ params }) => removeFrom(params.productId, wishlist)),
  http.delete('/apps/ecommerce/cart/:productId', ({ params }) => removeFrom(params.productId, cart)),
];
