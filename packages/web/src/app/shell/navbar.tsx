import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayoutStore } from '../../lib/layout-store';
import { DomainSwitcher } from './domain-switcher';
import { LanguageSwitcher } from './language-switcher';
import { SkinToggle } from './skin-toggle';
import { UserMenu } from './user-menu';

interface NavbarProps {
  /** Left-hand content: the horizontal layout puts its brand here. */
  start?: ReactNode;
  /** Undefined hides the menu toggle (horizontal layout on wide screens). */
  onToggleMenu?: () => void;
  menuOpen?: boolean;
  /** Rendered under the bar inside the same header (the horizontal menu). */
  children?: ReactNode;
}

/** The top bar: menu toggle, language, skin and the user; type and colour come from the customizer. */
export function Navbar({ start, onToggleMenu, menuOpen, children }: NavbarProps) {
  const { t } = useTranslation();
  const navbarType = useLayoutStore((s) => s.navbarType);
  const navbarColor = useLayoutStore((s) => s.navbarColor);
  if (navbarType === 'hidden')
    return children ? <header className="navbar-menu-only">{children}</header> : null;

  return (
    <header className={`navbar navbar--${navbarType} navbar--color-${navbarColor}`} data-testid="navbar">
      <div className="navbar__bar">
        <div className="navbar__start">
          {onToggleMenu && (
            <Button
              type="text"
              icon={menuOpen ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />}
              aria-label={t('navbar.toggleMenu')}
              aria-expanded={menuOpen}
              data-testid="menu-toggle"
              onClick={onToggleMenu}
            />
          )}
          {start}
        </div>
        <div className="navbar__end">
          <DomainSwitcher />
          <LanguageSwitcher />
          <SkinToggle />
          <UserMenu />
        </div>
      </div>
      {children}
    </header>
  );
}
