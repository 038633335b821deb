import { Button, Card, Col, Form, Input, Radio, Result, Row, Select, Skeleton, Space, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import { pathFor } from '../../../lib/routes';
import { toastError } from '../../../lib/toast';
import { formatMoney } from '../../demo-format';
import { CheckoutCart, cartTotal } from './checkout-cart';
import type { CartProduct } from './product-model';
import { useShopChange, useShopList } from './shop-api';

const addressFields = ['fullName', 'mobile', 'house', 'landmark', 'city', 'pincode', 'state'] as const;
const paymentMethods = ['card', 'cash', 'transfer'] as const;

/**
 * /apps/e-commerce/checkout: the cart, then the delivery address, then the payment; placing the
 * order empties the cart. Quantities are the page's own: the mock keeps a line at the one it began with.
 */
export function Component() {
  const { t } = useTranslation('demo');
  const title = t('shop.checkout.title');
  usePageTitle(title);
  const [step, setStep] = useState(0);
  const [qty, setQty] = useState<Record<number, number>>({});
  const [placed, setPlaced] = useState(false);
  // The page keeps the address form, so going back a step and on again keeps what was typed.
  const [address] = Form.useForm();
  const cart = useShopList('cart');
  const change = useShopChange();
  const products = cart.data?.products ?? [];
  const qtyOf = (product: CartProduct) => qty[product.id] ?? product.qty;

  const placeOrder = async () => {
    try {
      for (const product of products)
        await change.mutateAsync({ list: 'cart', productId: product.id, add: false });
      setPlaced(true);
    } catch {
      toastError(t('common.saveFailed'));
    }
  };

  const required = { required: true, message: t('common.required') };
  const steps = [
    t('shop.checkout.steps.cart'),
    t('shop.checkout.steps.address'),
    t('shop.checkout.steps.payment'),
  ];

  if (placed)
    return (
      <>
        <PageHeader title={title} trail={[t('area'), t('shop.title')]} />
        <Result
          status="success"
          title={t('shop.checkout.placed')}
          extra={<Link to={pathFor('apps-e-commerce-shop')}>{t('shop.backToShop')}</Link>}
        />
      </>
    );

  return (
    <>
      <PageHeader title={title} trail={[t('area'), t('shop.title')]} />
      <Steps
        className="demo-toolbar"
        current={step}
        responsive
        items={steps.map((stepTitle) => ({ title: stepTitle }))}
      />
      {cart.isPending && <Skeleton active />}
      {step === 0 && cart.data && (
        <CheckoutCart
          products={products}
          qtyOf={qtyOf}
          onQty={(productId, next) => setQty((prev) => ({ ...prev, [productId]: next }))}
          onNext={() => setStep(1)}
        />
      )}
      {step === 1 && (
        <Card>
          <Form form={address} layout="vertical" onFinish={() => setStep(2)}>
            <Row gutter={16}>
              {addressFields.map((field) => (
                <Col xs={24} md={12} key={field}>
                  <Form.Item
                    name={field}
                    label={t(`shop.checkout.address.${field}`)}
                    rules={field === 'landmark' ? [] : [required, { max: 200 }]}
                  >
                    <Input />
                  </Form.Item>
                </Col>
              ))}
              <Col xs={24} md={12}>
                <Form.Item name="type" label={t('shop.checkout.address.type')} initialValue="home">
                  <Select
                    options={['home', 'work'].map((type) => ({
                      value: type,
                      label: t(`shop.checkout.address.types.${type}`),
                    }))}
                  />
                </Form.Item>
              </Col>
            </Row>
            <Space>
              <Button type="primary" htmlType="submit">
                {t('shop.checkout.deliverHere')}
              </Button>
              <Button onClick={() => setStep(0)}>{t('shop.checkout.back')}</Button>
            </Space>
          </Form>
        </Card>
      )}
      {step === 2 && (
        <Card>
          <Form layout="vertical" onFinish={placeOrder} initialValues={{ method: 'card' }}>
            <fieldset className="demo-fieldset">
              <legend className="demo-section-title">{t('shop.checkout.paymentMethod')}</legend>
              <Form.Item name="method">
                <Radio.Group
                  options={paymentMethods.map((method) => ({
                    value: method,
                    label: t(`shop.checkout.methods.${method}`),
                  }))}
                />
              </Form.Item>
            </fieldset>
            <p>{t('shop.checkout.toPay', { total: formatMoney(cartTotal(products, qtyOf)) })}</p>
            <Space>
              <Button
                type="primary"
                htmlType="submit"
                loading={change.isPending}
                disabled={products.length === 0}
              >
                {t('shop.checkout.confirm')}
              </Button>
              <Button onClick={() => setStep(1)}>{t('shop.checkout.back')}</Button>
            </Space>
          </Form>
        </Card>
      )}
    </>
  );
}
