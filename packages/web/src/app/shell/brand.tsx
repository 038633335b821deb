import { Link } from 'react-router';
import { config } from '../../lib/config';
import { pathFor } from '../../lib/routes';

/** Logo and name, linking home; the name hides when the menu is collapsed. */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Link to={pathFor('dashboard-cubus')} className="brand" aria-label={config.appName}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {!compact && <span className="brand__name">{config.appName}</span>}
    </Link>
  );
}
