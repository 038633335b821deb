import { SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../lib/lazy-chunk';

// Its own chunk (antd's Radio and Switch with it), loaded at the first open rather than on every page.
const CustomizerPanel = lazy(() =>
  loadChunk(() => import('./customizer-panel')).then((module) => ({ default: module.CustomizerPanel })),
);

/** The gear button and, once opened, the layout settings' side panel. */
export function Customizer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        className="customizer-toggle"
        type="primary"
        icon={<SettingOutlined aria-hidden />}
        aria-label={t('customizer.open')}
        aria-expanded={open}
        data-testid="customizer-toggle"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened && (
        <Suspense fallback={null}>
          <CustomizerPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
