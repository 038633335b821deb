import { demoDomainName } from '@cubus/shared';
import { Button } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSessionStore } from '../../lib/session-store';
import { useSwitchDomain } from '../../lib/use-switch-domain';
import './empty-state.css';

export interface EmptyStateProps {
  /** What the objects of the list are for, in a sentence or two. */
  purpose: string;
  /** The action that makes the first one ("New data table"), when the user may. */
  action?: { label: string; run: () => void };
  /** The demo domain's example, named ("the sales table"): offered from any other domain of the user. */
  example?: string;
}

/**
 * What an empty list says instead of nothing: what its objects are for, the action that makes the
 * first one, and where the demo domain shows one. The example opens the same screen in that domain.
 */
export function EmptyState({ purpose, action, example }: EmptyStateProps) {
  const { t } = useTranslation();
  const heading = useId();
  const location = useLocation();
  const session = useSessionStore((s) => s.session);
  const { switchTo, pending } = useSwitchDomain();
  const demo = session?.domains.find((domain) => domain.name === demoDomainName);
  const showExample = example && demo && demo.id !== session?.domain.id;
  return (
    <section className="empty-state" aria-labelledby={heading} data-testid="empty-state">
      <p id={heading} className="empty-state__title">
        {t('grid.empty.title')}
      </p>
      <p className="empty-state__purpose">{purpose}</p>
      {(action || showExample) && (
        <div className="empty-state__actions">
          {action && (
            <Button type="primary" onClick={action.run}>
              {action.label}
            </Button>
          )}
          {showExample && (
            <Button
              type="link"
              loading={pending !== null}
              onClick={() => void switchTo(demo.id, `${location.pathname}${location.search}`)}
            >
              {t('grid.empty.example', { domain: demo.name, example })}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
