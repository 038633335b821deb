import { Button, Drawer, Radio, Switch } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  contentWidths,
  footerTypes,
  layoutTypes,
  navbarColors,
  navbarTypes,
  routerTransitions,
  skins,
} from '../../lib/layout-settings';
import { type LayoutState, useLayoutStore } from '../../lib/layout-store';

type ChoiceKey =
  | 'skin'
  | 'type'
  | 'contentWidth'
  | 'routerTransition'
  | 'navbarColor'
  | 'navbarType'
  | 'footerType';

interface ChoiceProps {
  setting: ChoiceKey;
  options: readonly string[];
  labelKey: string;
  /** i18n prefix of each option's label. */
  optionPrefix: string;
  disabled?: (option: string) => boolean;
}

function camel(value: string): string {
  return value.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
}

function Choice({ setting, options, labelKey, optionPrefix, disabled }: ChoiceProps) {
  const { t } = useTranslation();
  const id = useId();
  const value = useLayoutStore((s) => s[setting]);
  const update = useLayoutStore((s) => s.update);
  return (
    <section className="customizer__group">
      <h3 id={id} className="customizer__label">
        {t(labelKey)}
      </h3>
      <Radio.Group
        aria-labelledby={id}
        value={value}
        data-testid={`layout-option-${setting}`}
        onChange={(e) => update({ [setting]: e.target.value } as Partial<LayoutState>)}
        options={options.map((option) => ({
          value: option,
          label: t(`${optionPrefix}.${camel(option)}`),
          disabled: disabled?.(option),
        }))}
      />
    </section>
  );
}

function Toggle({
  setting,
  labelKey,
}: {
  setting: 'isRTL' | 'menuCollapsed' | 'menuHidden';
  labelKey: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const checked = useLayoutStore((s) => s[setting]);
  const update = useLayoutStore((s) => s.update);
  return (
    <div className="customizer__toggle">
      <label htmlFor={id}>{t(labelKey)}</label>
      <Switch
        id={id}
        checked={checked}
        data-testid={`layout-option-${setting}`}
        onChange={(v) => update({ [setting]: v })}
      />
    </div>
  );
}

/** The side panel behind the gear button: every layout setting, applied and remembered at once. */
export function CustomizerPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const isRTL = useLayoutStore((s) => s.isRTL);
  const horizontal = useLayoutStore((s) => s.type === 'horizontal');
  const reset = useLayoutStore((s) => s.reset);

  return (
    <Drawer
      title={t('customizer.title')}
      placement={isRTL ? 'left' : 'right'}
      open={open}
      onClose={onClose}
      closable={{ 'aria-label': t('customizer.close') }}
      size={360}
      data-testid="customizer"
      footer={
        <Button block onClick={reset} data-testid="layout-reset">
          {t('customizer.reset')}
        </Button>
      }
    >
      <p className="customizer__subtitle">{t('customizer.subtitle')}</p>
      <h2 className="customizer__heading">{t('customizer.theming')}</h2>
      <Choice
        setting="skin"
        options={skins}
        labelKey="customizer.skin"
        optionPrefix="customizer.skins"
        disabled={(o) => horizontal && o === 'semi-dark'}
      />
      <Choice
        setting="contentWidth"
        options={contentWidths}
        labelKey="customizer.contentWidth"
        optionPrefix="customizer.widths"
      />
      <Toggle setting="isRTL" labelKey="customizer.rtl" />
      <Choice
        setting="routerTransition"
        options={routerTransitions}
        labelKey="customizer.routerTransition"
        optionPrefix="customizer.transitions"
      />
      <h2 className="customizer__heading">{t('customizer.menu')}</h2>
      <Choice
        setting="type"
        options={layoutTypes}
        labelKey="customizer.layoutType"
        optionPrefix="customizer.layouts"
      />
      <Toggle setting="menuCollapsed" labelKey="customizer.menuCollapsed" />
      <Toggle setting="menuHidden" labelKey="customizer.menuHidden" />
      <h2 className="customizer__heading">{t('customizer.navbar')}</h2>
      <Choice
        setting="navbarColor"
        options={navbarColors}
        labelKey="customizer.navbarColor"
        optionPrefix="customizer.colors"
      />
      <Choice
        setting="navbarType"
        options={navbarTypes}
        labelKey="customizer.navbarType"
        optionPrefix="customizer.navbarTypes"
      />
      <h2 className="customizer__heading">{t('customizer.footer')}</h2>
      <Choice
        setting="footerType"
        options={footerTypes}
        labelKey="customizer.footerType"
        optionPrefix="customizer.footerTypes"
      />
    </Drawer>
  );
}
