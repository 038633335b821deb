import { Card, Col, Radio, Row, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StatusTag } from '../../../components/status-tag';
import { usePageTitle } from '../../../components/use-page-title';
import { formatDay, formatMoney } from '../../demo-format';
import { RecordScreen } from '../../record-screen';
import { ProductActions, ProductPicture, ProductPrice, ProductRating } from './product-bits';
import { idOfSlug } from './product-model';
import { useProduct } from './shop-api';

/** /apps/e-commerce/:slug: one product with its offer; the slug ends in the product's id. */
export function Component() {
  const { t } = useTranslation('demo');
  const { slug } = useParams();
  const query = useProduct(idOfSlug(slug));
  const product = query.data?.product;
  const title = product?.name ?? t('shop.details.title');
  usePageTitle(title);
  const [color, setColor] = useState<string>();
  const unknown = idOfSlug(slug) === undefined;

  return (
    <RecordScreen
      title={title}
      trail={[t('area'), t('shop.title')]}
      query={unknown ? { isPending: false, isError: true } : query}
      notFound={t('shop.details.notFound')}
    >
      {product && (
        <Card>
          <Row gutter={[24, 16]}>
            <Col xs={24} md={10}>
              <ProductPicture product={product} />
            </Col>
            <Col xs={24} md={14}>
              <p className="demo-muted">{t('shop.details.by', { brand: product.brand })}</p>
              <Space wrap className="demo-product-line">
                <ProductPrice product={product} />
                <ProductRating rating={product.rating} />
              </Space>
              <p>{product.description}</p>
              <Space wrap>
                {product.hasFreeShipping && <StatusTag tone="success">{t('shop.freeShipping')}</StatusTag>}
                <StatusTag tone="info">
                  {t('shop.details.discount', { percent: product.discountPercentage })}
                </StatusTag>
                <StatusTag tone="neutral">{t('shop.details.offers', { number: product.offers })}</StatusTag>
              </Space>
              <p>
                {t('shop.details.shipping', { date: formatDay(product.shippingDate) })}{' '}
                <span className="demo-muted">
                  {t('shop.details.salePrice', {
                    price: formatMoney(product.price * (1 - product.discountPercentage / 100)),
                  })}
                </span>
              </p>
              <fieldset className="demo-fieldset">
                <legend className="demo-section-title">{t('shop.details.colors')}</legend>
                <Radio.Group
                  value={color ?? product.colorOptions[0]}
                  onChange={(event) => setColor(event.target.value)}
                  options={product.colorOptions.map((option) => ({
                    value: option,
                    label: t(`shop.colors.${option}`),
                  }))}
                />
              </fieldset>
              <ProductActions product={product} />
            </Col>
          </Row>
        </Card>
      )}
    </RecordScreen>
  );
}
