import { GlobalOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../lib/session-store';
import { useSwitchDomain } from '../../lib/use-switch-domain';

/**
 * The current domain; a chooser when the user belongs to more than one (new tokens, fresh state).
 * A native select, as the language's: the shell on every page does without antd's Select.
 */
export function DomainSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const session = useSessionStore((s) => s.session);
  const { switchTo, pending } = useSwitchDomain();
  if (!session) return null;
  if (session.domains.length < 2)
    return (
      <span className="domain-switcher domain-switcher--single" data-testid="current-domain">
        <GlobalOutlined aria-hidden /> {session.domain.name}
      </span>
    );
  return (
    <span className="domain-switcher" data-testid="current-domain">
      <GlobalOutlined aria-hidden />
      <label htmlFor={id} className="visually-hidden">
        {t('navbar.switchDomain')}
      </label>
      <select
        id={id}
        className="domain-switcher__select"
        value={session.domain.id}
        disabled={pending !== null}
        aria-busy={pending !== null}
        data-testid="domain-switcher"
        onChange={(event) => {
          if (event.target.value !== session.domain.id) void switchTo(event.target.value);
        }}
      >
        {session.domains.map((domain) => (
          <option key={domain.id} value={domain.id}>
            {domain.name}
          </option>
        ))}
      </select>
    </span>
  );
}
