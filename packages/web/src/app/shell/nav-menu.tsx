import { useAbility } from '@casl/react';
import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { AppAbility } from '../../lib/abilities';
import { pathFor } from '../../lib/routes';
import { menuIcon } from './menu-icons';
import { isMenuGroup, leafEntries, type MenuEntry } from './menu-items';
import { visibleMenu } from './visible-menu';

type MenuItem = Required<MenuProps>['items'][number];

interface NavMenuProps {
  mode: 'inline' | 'horizontal';
  theme: 'light' | 'dark';
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The main menu, entries filtered by the session's abilities; items are links and navigate on click or Enter. */
export function NavMenu({ mode, theme, collapsed, onNavigate }: NavMenuProps) {
  const ability = useAbility<AppAbility>();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const sections = useMemo(() => visibleMenu(ability), [ability]);
  const items = useMemo<MenuItem[]>(
    () =>
      sections.flatMap((section): MenuItem[] => {
        const itemOf = (e: MenuEntry): MenuItem => ({
          key: `${section.key}:${e.key}`,
          icon: menuIcon(e),
          // A real link: it opens in a new tab and its address can be copied; a plain click stays in the app.
          label: (
            <Link to={pathFor(e.route)} tabIndex={-1}>
              {t(e.labelKey)}
            </Link>
          ),
        });
        const children: MenuItem[] = section.entries.map((e) =>
          isMenuGroup(e)
            ? {
                key: `${section.key}:${e.key}`,
                icon: menuIcon(e),
                label: t(e.labelKey),
                children: e.children.map(itemOf),
              }
            : itemOf(e),
        );
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
    leafEntries(s.entries)
      .filter((e) => pathname.startsWith(pathFor(e.route)))
      .map((e) => `${s.key}:${e.key}`),
  );

  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    const [sectionKey, entryKey] = key.split(':');
    const section = sections.find((s) => s.key === sectionKey);
    const target = section && leafEntries(section.entries).find((e) => e.key === entryKey);
    if (!target) return;
    // A click on the link itself navigates through it (or opens a new tab with a modifier key).
    if (!(domEvent.target instanceof Element && domEvent.target.closest('a')))
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
        // Only a collapsed menu shows its labels as tooltips; antd otherwise still wraps every item
        // in a closed tooltip, which costs every screen's first render.
        tooltip={collapsed ? undefined : false}
        onClick={onClick}
        data-testid="main-menu"
      />
    </nav>
  );
}
