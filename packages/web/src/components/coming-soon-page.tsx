import { RocketOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header';

interface ComingSoonPageProps {
  title: string;
  trail?: string[];
  /** What the screen will do, shown under the notice. */
  detail?: string;
}

/** The placeholder of a product screen that a later release builds: title, breadcrumb and a notice. */
export function ComingSoonPage({ title, trail, detail }: ComingSoonPageProps) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · Cubus`;
  }, [title]);
  return (
    <>
      <PageHeader title={title} trail={trail} />
      <Card className="coming-soon" data-testid="coming-soon">
        <Result
          icon={<RocketOutlined aria-hidden />}
          title={<h2 className="coming-soon__title">{t('screens.comingSoon')}</h2>}
          subTitle={
            <>
              <p>{t('screens.comingSoonHint', { screen: title })}</p>
              {detail && <p>{detail}</p>}
            </>
          }
        />
      </Card>
    </>
  );
}
