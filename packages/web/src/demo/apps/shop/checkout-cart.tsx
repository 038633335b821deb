import { Button, Card, Col, Descriptions, Empty, InputNumber, List, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '../../../lib/routes';
import { toastError } from '../../../lib/toast';
import { formatMoney } from '../../demo-format';
import { ProductPrice, ProductRating } from './product-bits';
import type { CartProduct } from './product-model';
import { useShopChange } from './shop-api';

interface CheckoutCartProps {
  products: CartProduct[];
  qtyOf: (product: CartProduct) => number;
  onQty: (productId: number, qty: number) => void;
  onNext: () => void;
}

/** The sum of a cart at the quantities chosen. */
export const cartTotal = (products: CartProduct[], qtyOf: (product: CartProduct) => number) =>
  products.reduce((sum, product) => sum + product.price * qtyOf(product), 0);

/** Checkout step 1: the cart's lines with their quantities, each removable or moved to the wishlist. */
export function CheckoutCart({ products, qtyOf, onQty, onNext }: CheckoutCartProps) {
  const { t } = useTranslation('demo');
  const change = useShopChange();
  const failed = { onError: () => toastError(t('common.saveFailed')) };
  const moveToWishlist = (product: CartProduct) =>
    change.mutate(
      { list: 'wishlist', productId: product.id, add: true },
      {
        ...failed,
        onSuccess: () => change.mutate({ list: 'cart', productId: product.id, add: false }, failed),
      },
    );

  if (products.length === 0)
    return (
      <Empty description={t('shop.cart.empty')}>
        <Link to={pathFor('apps-e-commerce-shop')}>{t('shop.backToShop')}</Link>
      </Empty>
    );

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <Card>
          <List
            dataSource={products}
            renderItem={(product) => (
              <List.Item>
                <div className="demo-cart-line">
                  <div className="demo-two-lines">
                    <Link to={pathFor('apps-e-commerce-product-details', { slug: product.slug })}>
                      {product.name}
                    </Link>
                    <span className="demo-muted">{t('shop.details.by', { brand: product.brand })}</span>
                    <ProductRating rating={product.rating} />
                  </div>
                  <Space wrap>
                    <ProductPrice product={product} />
                    <InputNumber
                      aria-label={t('shop.cart.qty', { name: product.name })}
                      min={1}
                      max={10}
                      value={qtyOf(product)}
                      onChange={(qty) => onQty(product.id, qty ?? 1)}
                    />
                    <Button
                      onClick={() =>
                        change.mutate({ list: 'cart', productId: product.id, add: false }, failed)
                      }
                    >
                      {t('shop.cart.remove')}
                      <span className="visually-hidden">: {product.name}</span>
                    </Button>
                    {!product.isInWishlist && (
                      <Button onClick={() => moveToWishlist(product)}>
                        {t('shop.cart.toWishlist')}
                        <span className="visually-hidden">: {product.name}</span>
                      </Button>
                    )}
                  </Space>
                </div>
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card>
          <h2 className="demo-section-title">{t('shop.checkout.priceDetails')}</h2>
          <Descriptions
            column={1}
            items={[
              { key: 'items', label: t('shop.checkout.items'), children: products.length },
              { key: 'delivery', label: t('shop.checkout.delivery'), children: t('shop.freeShipping') },
              {
                key: 'total',
                label: t('shop.checkout.total'),
                children: formatMoney(cartTotal(products, qtyOf)),
              },
            ]}
          />
          <Button type="primary" block onClick={onNext}>
            {t('shop.checkout.placeOrder')}
          </Button>
        </Card>
      </Col>
    </Row>
  );
}
