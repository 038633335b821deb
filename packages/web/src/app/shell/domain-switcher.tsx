import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../lib/session-store';
import { useSwitchDomain } from '../../lib/use-switch-domain';

/** The current domain; a chooser when the user belongs to more than one (new tokens, fresh state). */
export function DomainSwitcher() {
  const { t } = useTranslation();
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
      <Select
        aria-label={t('navbar.switchDomain')}
        value={session.domain.id}
        loading={pending !== null}
        disabled={pending !== null}
        variant="borderless"
        popupMatchSelectWidth={false}
        data-testid="domain-switcher"
        options={session.domains.map((d) => ({ value: d.id, label: d.name }))}
        onChange={(domainId) => {
          if (domainId !== session.domain.id) void switchTo(domainId);
        }}
      />
    </span>
  );
}
