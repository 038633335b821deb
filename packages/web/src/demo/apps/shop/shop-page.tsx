import { HeartOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Pagination, Row, Select, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { StatusTag } from '../../../components/status-tag';
import { usePageTitle } from '../../../components/use-page-title';
import { pathFor } from '../../../lib/routes';
import { DemoSearch } from '../../demo-search';
import { ProductActions, ProductPicture, ProductPrice, ProductRating } from './product-bits';
import { type ProductSort, productSorts, shopPageSize } from './product-model';
import { type ShopParams, useProducts } from './shop-api';

/** /apps/e-commerce/shop: the sample products searched, sorted and paged 9 at a time by the mock. */
export function Component() {
  const { t } = useTranslation('demo');
  const title = t('shop.title');
  usePageTitle(title);
  const [params, setParams] = useState<ShopParams>({
    q: '',
    sortBy: 'featured',
    perPage: shopPageSize,
    page: 1,
  });
  const change = (next: Partial<ShopParams>) => setParams((prev) => ({ ...prev, page: 1, ...next }));
  const { data, isPending } = useProducts(params);

  return (
    <>
      <PageHeader title={title} trail={[t('area')]} />
      <Card>
        <Space wrap className="demo-toolbar">
          <DemoSearch label={t('shop.search')} onSearch={(q) => change({ q })} />
          <Select<ProductSort>
            aria-label={t('shop.sortLabel')}
            value={params.sortBy}
            onChange={(sortBy) => change({ sortBy })}
            style={{ width: 200 }}
            options={productSorts.map((s) => ({ value: s, label: t(`shop.sort.${s}`) }))}
          />
          <Link to={pathFor('apps-e-commerce-wishlist')}>
            <HeartOutlined aria-hidden /> {t('shop.wishlist.title')}
          </Link>
          <Link to={pathFor('apps-e-commerce-checkout')}>
            <ShoppingCartOutlined aria-hidden />{' '}
            {t('shop.cart.title', { number: data?.userCart.length ?? 0 })}
          </Link>
        </Space>
        <p className="demo-muted" aria-live="polite">
          {data ? t('shop.found', { number: data.total }) : ''}
        </p>
      </Card>
      {isPending && <Spin />}
      {data && data.products.length === 0 && <Empty description={t('shop.empty')} />}
      <Row gutter={[16, 16]} className="demo-grid">
        {data?.products.map((product) => (
          <Col xs={24} sm={12} xl={8} key={product.id}>
            <Card className="demo-product-card">
              <ProductPicture product={product} />
              <Space className="demo-product-line" wrap>
                <ProductRating rating={product.rating} />
                <ProductPrice product={product} />
              </Space>
              <h2 className="demo-product-name">
                <Link to={pathFor('apps-e-commerce-product-details', { slug: product.slug })}>
                  {product.name}
                </Link>
              </h2>
              <p className="demo-muted demo-product-text">{product.description}</p>
              {product.hasFreeShipping && <StatusTag tone="success">{t('shop.freeShipping')}</StatusTag>}
              <ProductActions product={product} block />
            </Card>
          </Col>
        ))}
      </Row>
      {data && data.total > params.perPage && (
        <Pagination
          className="demo-pager"
          current={params.page}
          pageSize={params.perPage}
          total={data.total}
          showSizeChanger={false}
          onChange={(page) => setParams((prev) => ({ ...prev, page }))}
        />
      )}
    </>
  );
}
