import { Slider, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './slider-page.tsx?raw';

// #region single
function SingleSlider() {
  const { t } = useTranslation('demo');
  const [value, setValue] = useState(30);
  return (
    <>
      <Slider value={value} onChange={setValue} ariaLabelForHandle={t('extensions.volume')} />
      <p aria-live="polite">{t('extensions.value', { value })}</p>
    </>
  );
}
// #endregion

// #region range
function RangeSlider() {
  const { t } = useTranslation('demo');
  const [range, setRange] = useState<number[]>([20, 60]);
  return (
    <>
      <Slider
        range
        value={range}
        onChange={setRange}
        step={5}
        ariaLabelForHandle={[t('extensions.from'), t('extensions.to')]}
        marks={{ 0: '0', 25: '25', 50: '50', 75: '75', 100: '100' }}
      />
      <p aria-live="polite">{t('extensions.range', { from: range[0], to: range[1] })}</p>
    </>
  );
}
// #endregion

// #region vertical
function VerticalSliders() {
  const { t } = useTranslation('demo');
  return (
    <Space size="large" style={{ height: 200 }}>
      <Slider vertical defaultValue={40} ariaLabelForHandle={t('extensions.volume')} />
      <Slider
        vertical
        range
        defaultValue={[20, 70]}
        ariaLabelForHandle={[t('extensions.from'), t('extensions.to')]}
      />
    </Space>
  );
}
// #endregion

const examples: ShowcaseExample[] = [
  ['single', SingleSlider],
  ['range', RangeSlider],
  ['vertical', VerticalSliders],
];

/** /extensions/slider: a value, a range with marks, and vertical sliders; arrow keys move each handle. */
export function Component() {
  return <Showcase group="demoExtensions" page="slider" source={source} examples={examples} />;
}
