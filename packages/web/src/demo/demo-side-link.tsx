import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

/** A link of a demo app's side list (folders, filters, labels), marked while its address is open. */
export function SideLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <NavLink
      to={to}
      end
      className={({ isActive }) => `demo-side-link${isActive ? ' demo-side-link--active' : ''}`}
    >
      {children}
    </NavLink>
  );
}
