import { useAbility } from '@casl/react';
import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { AppAbility } from '../../lib/abilities';
import { pathFor } from '../../lib/routes';
import { menuIcon } from './menu-icons';
import { visibleMenu } from './visible-menu';

type MenuItem = Required<MenuProps>['items'][number];

interface NavMenuProps {
  mode: 'inline' | 'horizontal';
  theme: 'light' | 'dark';
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The main menu, entries filtered by the session's abilities; items navigate on click or Enter. */
export function NavMenu({ mode, theme, collapsed, onNavigate }: NavMenuProps) {
  const ability = useAbility<AppAbility>();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const sections = useMemo(() => visibleMenu(ability), [ability]);
  const items = useMemo<MenuItem[]>(
    () =>
      sections.flatMap((section): MenuItem[] => {
        const children: MenuItem[] = section.entries.map((e) => ({
          key: `${section.key}:${e.key}`,
          icon: menuIcon(e),
          label: t(e.labelKey),
        }));
        if (!section.titleKey)
          return mode === 'horizontal' ? children : [{ type: 'group', key: section.key, children }];
        // Across the top, a titled section becomes a drop-down; in the side menu, a headed group.
        return mode === 'horizontal'
          ? [{ key: section.key, label: t(section.titleKey), children }]
          : [{ type: 'group', key: section.key, label: t(section.titleKey), children }];
      }),
    [sections, t, mode],
  );
  const selected = sections.flatMap((s) =>
    s.entries.filter((e) => pathname.startsWith(pathFor(e.route))).map((e) => `${s.key}:${e.key}`),
  );

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const [sectionKey, entryKey] = key.split(':');
    const target = sections.find((s) => s.key === sectionKey)?.entries.find((e) => e.key === entryKey);
    if (!target) return;
    navigate(pathFor(target.route));
    onNavigate?.();
  };

  return (
    <nav aria-label={t('menu.label')} className={`nav-menu nav-menu--${mode}`}>
      <Menu
        mode={mode}
        theme={theme}
        items={items}
        selectedKeys={selected.slice(0, 1)}
        inlineCollapsed={mode === 'inline' ? collapsed : undefined}
        onClick={onClick}
        data-testid="main-menu"
      />
    </nav>
  );
}
