import { HeartFilled, HeartOutlined, ShoppingCartOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathFor } from '../../../lib/routes';
import { toastError } from '../../../lib/toast';
import { formatMoney } from '../../demo-format';
import type { ShopProduct } from './product-model';
import { useShopChange } from './shop-api';

/** The sample products carry no picture: a tile with the brand stands in, hidden from screen readers. */
export function ProductPicture({ product }: { product: ShopProduct }) {
  return (
    <div className="demo-product-picture" aria-hidden>
      <ShoppingOutlined />
      <span>{product.brand}</span>
    </div>
  );
}

/** Stars as text, read out as "Rated 4 of 5". */
export function ProductRating({ rating }: { rating: number }) {
  const { t } = useTranslation('demo');
  return (
    <span className="demo-rating" role="img" aria-label={t('shop.rating', { rating })}>
      {'★'.repeat(rating)}
      {'☆'.repeat(5 - rating)}
    </span>
  );
}

export function ProductPrice({ product }: { product: ShopProduct }) {
  return <strong className="demo-price">{formatMoney(product.price)}</strong>;
}

/** A product's wishlist toggle and its cart button (into the cart, or to the checkout when there). */
export function ProductActions({ product, block = false }: { product: ShopProduct; block?: boolean }) {
  const { t } = useTranslation('demo');
  const navigate = useNavigate();
  const change = useShopChange();
  const failed = { onError: () => toastError(t('common.saveFailed')) };
  const wish = product.isInWishlist;
  return (
    <Space wrap className={block ? 'demo-product-actions--block' : undefined}>
      <Button
        aria-pressed={wish}
        icon={wish ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
        loading={change.isPending && change.variables?.list === 'wishlist'}
        onClick={() => change.mutate({ list: 'wishlist', productId: product.id, add: !wish }, failed)}
      >
        {t('shop.wishlist.toggle')}
        <span className="visually-hidden">: {product.name}</span>
      </Button>
      {product.isInCart ? (
        <Button
          icon={<ShoppingCartOutlined aria-hidden />}
          onClick={() => navigate(pathFor('apps-e-commerce-checkout'))}
        >
          {t('shop.cart.view')}
        </Button>
      ) : (
        <Button
          type="primary"
          icon={<ShoppingCartOutlined aria-hidden />}
          loading={change.isPending && change.variables?.list === 'cart'}
          onClick={() => change.mutate({ list: 'cart', productId: product.id, add: true }, failed)}
        >
          {t('shop.cart.add')}
          <span className="visually-hidden">: {product.name}</span>
        </Button>
      )}
    </Space>
  );
}
