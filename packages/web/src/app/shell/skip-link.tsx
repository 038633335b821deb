import { useTranslation } from 'react-i18next';
import { useSkipTargets } from '../../lib/skip-targets';

/**
 * The first tab stops of every page: straight to the content past the menu, then to each place a
 * screen offers (its grid), so a grid is a couple of Tabs from the top.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const targets = useSkipTargets((s) => s.targets);
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      {targets.map((target) => (
        <a
          key={target.id}
          className="skip-link"
          href={`#${target.id}`}
          onClick={(event) => {
            // The target is focused itself: a grid takes the keys at once.
            const element = document.getElementById(target.id);
            if (!element) return;
            event.preventDefault();
            element.focus();
          }}
        >
          {target.label}
        </a>
      ))}
    </>
  );
}
