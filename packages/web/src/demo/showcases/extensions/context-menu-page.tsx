import { Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import { opensContextMenu } from './context-menu-keys';
import source from './context-menu-page.tsx?raw';

// #region area
function ContextArea() {
  const { t } = useTranslation('demo');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const items = (['copy', 'rename', 'delete'] as const).map((key) => ({
    key,
    label: t(`extensions.menu.${key}`),
    danger: key === 'delete',
  }));
  return (
    <>
      <Dropdown
        trigger={['contextMenu']}
        autoFocus
        open={open}
        onOpenChange={setOpen}
        menu={{
          items,
          onClick: ({ key }) => {
            setChosen(t(`extensions.menu.${key}`));
            setOpen(false);
          },
        }}
      >
        {/* A button, so the keyboard reaches it: right click, Shift+F10 or the Menu key opens its menu. */}
        <button
          type="button"
          className="demo-context-area"
          aria-haspopup="menu"
          aria-expanded={open}
          onKeyDown={(event) => {
            if (!opensContextMenu(event)) return;
            event.preventDefault();
            setOpen(true);
          }}
        >
          {t('extensions.rightClick')}
        </button>
      </Dropdown>
      <p aria-live="polite">
        {chosen ? t('showcase.selected', { value: chosen }) : t('showcase.noneSelected')}
      </p>
    </>
  );
}
// #endregion

const examples: ShowcaseExample[] = [['area', ContextArea]];

/** /extensions/context-menu: a menu on right click, or by keyboard with Shift+F10 or the Menu key. */
export function Component() {
  return <Showcase group="demoExtensions" page="context-menu" source={source} examples={examples} />;
}
