import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../shell/language-switcher';
import { SkinToggle } from '../shell/skin-toggle';
import '../../styles/full-layout.css';

/** The bare layout of the auth pages, the error pages and the record page. */
export function Component() {
  return (
    <div className="full-layout">
      <div className="full-layout__tools">
        <LanguageSwitcher />
        <SkinToggle />
      </div>
      <main id="main-content" tabIndex={-1} className="full-layout__main">
        <Outlet />
      </main>
    </div>
  );
}
