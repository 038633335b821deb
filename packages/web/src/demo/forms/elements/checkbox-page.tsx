import { Checkbox } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExamplesPage } from '../example-card';
import source from './checkbox-page.tsx?raw';

const toppings = ['cheese', 'mushrooms', 'olives'] as const;

function BasicCheckbox() {
  const { t } = useTranslation('demo');
  return (
    <>
      <Checkbox defaultChecked>{t('forms.labels.remember')}</Checkbox>
      <Checkbox disabled>{t('forms.labels.locked')}</Checkbox>
    </>
  );
}

function CheckAll() {
  const { t } = useTranslation('demo');
  const [chosen, setChosen] = useState<string[]>(['cheese']);
  const all = chosen.length === toppings.length;
  return (
    <>
      <Checkbox
        checked={all}
        indeterminate={chosen.length > 0 && !all}
        onChange={(event) => setChosen(event.target.checked ? [...toppings] : [])}
      >
        {t('forms.checkbox.all')}
      </Checkbox>
      <Checkbox.Group
        value={chosen}
        onChange={setChosen}
        options={toppings.map((topping) => ({ value: topping, label: t(`forms.checkbox.${topping}`) }))}
      />
    </>
  );
}

/** /forms/form-element/checkbox: antd's Checkbox, alone and as a group with a "check all". */
export function Component() {
  return (
    <ExamplesPage
      page="checkbox"
      source={source}
      examples={[
        { name: 'BasicCheckbox', Component: BasicCheckbox },
        { name: 'CheckAll', Component: CheckAll },
      ]}
    />
  );
}
