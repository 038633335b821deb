import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { Brand } from './brand';
import { NavMenu } from './nav-menu';

export interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  placement: 'left' | 'right';
  menuTheme: 'light' | 'dark';
  className?: string;
}

/** The menu as a side panel on narrow screens, closed when a page is chosen. */
export function MenuDrawerPanel({ open, onClose, placement, menuTheme, className }: MenuDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      placement={placement}
      onClose={onClose}
      closable={{ 'aria-label': t('navbar.closeMenu') }}
      title={<Brand />}
      size={280}
      className={className}
    >
      <NavMenu mode="inline" theme={menuTheme} onNavigate={onClose} />
    </Drawer>
  );
}
