import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLayoutStore } from '../../lib/layout-store';

/** Light ⇄ dark in one click; the customizer offers the other skins. */
export function SkinToggle() {
  const { t } = useTranslation();
  const skin = useLayoutStore((s) => s.skin);
  const update = useLayoutStore((s) => s.update);
  const dark = skin === 'dark';
  const label = t(dark ? 'navbar.switchToLight' : 'navbar.switchToDark');
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={label}
      data-testid="skin-toggle"
      onClick={() => update({ skin: dark ? 'light' : 'dark' })}
    >
      {dark ? <SunOutlined aria-hidden /> : <MoonOutlined aria-hidden />}
    </button>
  );
}
