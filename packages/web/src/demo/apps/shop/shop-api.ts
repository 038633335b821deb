import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { demoCall } from '../../demo-api';
import type {
  CartItem,
  CartProduct,
  ProductDetail,
  ProductSort,
  ShopProduct,
  WishlistItem,
} from './product-model';

export interface ShopParams {
  q: string;
  sortBy: ProductSort;
  perPage: number;
  page: number;
}

const shopKey = ['template-demo', 'shop'] as const;

export function useProducts(params: ShopParams) {
  return useQuery({
    queryKey: [...shopKey, 'products', params],
    queryFn: () =>
      demoCall<{
        products: ShopProduct[];
        total: number;
        userWishlist: WishlistItem[];
        userCart: CartItem[];
      }>('GET', '/apps/ecommerce/products', params),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: number | undefined) {
  return useQuery({
    queryKey: [...shopKey, 'product', id],
    queryFn: () => demoCall<{ product: ProductDetail }>('GET', `/apps/ecommerce/products/${id}`),
    enabled: id !== undefined,
    retry: false,
  });
}

export function useShopList<L extends 'cart' | 'wishlist'>(list: L) {
  return useQuery({
    queryKey: [...shopKey, list],
    queryFn: () =>
      demoCall<{ products: L extends 'cart' ? CartProduct[] : ShopProduct[] }>(
        'GET',
        `/apps/ecommerce/${list}`,
      ),
  });
}

/** Puts a product on, or takes it off, the cart or the wishlist; every shop view reads again. */
export function useShopChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ list, productId, add }: { list: 'cart' | 'wishlist'; productId: number; add: boolean }) =>
      add
        ? demoCall<unknown>('POST', `/apps/ecommerce/${list}`, { productId })
        : demoCall<null>('DELETE', `/apps/ecommerce/${list}/${productId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKey }),
  });
}
