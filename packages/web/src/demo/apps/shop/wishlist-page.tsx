import { Card, Col, Empty, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import { pathFor } from '../../../lib/routes';
import { ProductActions, ProductPicture, ProductPrice, ProductRating } from './product-bits';
import { useShopList } from './shop-api';

/** /apps/e-commerce/wishlist: the products kept for later; each off the list (its toggle) or into the cart. */
export function Component() {
  const { t } = useTranslation('demo');
  const title = t('shop.wishlist.title');
  usePageTitle(title);
  const { data, isPending } = useShopList('wishlist');

  return (
    <>
      <PageHeader title={title} trail={[t('area'), t('shop.title')]} />
      {isPending && <Skeleton active />}
      {data?.products.length === 0 && (
        <Empty description={t('shop.wishlist.empty')}>
          <Link to={pathFor('apps-e-commerce-shop')}>{t('shop.backToShop')}</Link>
        </Empty>
      )}
      <Row gutter={[16, 16]}>
        {data?.products.map((product) => (
          <Col xs={24} sm={12} xl={8} key={product.id}>
            <Card className="demo-product-card">
              <ProductPicture product={product} />
              <h2 className="demo-product-name">
                <Link to={pathFor('apps-e-commerce-product-details', { slug: product.slug })}>
                  {product.name}
                </Link>
              </h2>
              <p className="demo-product-line">
                <ProductRating rating={product.rating} /> <ProductPrice product={product} />
              </p>
              <ProductActions product={product} />
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
