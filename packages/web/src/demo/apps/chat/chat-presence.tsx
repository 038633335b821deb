import { useTranslation } from 'react-i18next';
import { StatusTag, type StatusTone } from '../../../components/status-tag';
import type { Presence } from './chat-model';

const tones: Record<Presence, StatusTone> = {
  online: 'success',
  offline: 'neutral',
  busy: 'danger',
  away: 'warning',
};

/** A presence in words and colour, never colour alone. */
export function PresenceTag({ status }: { status: Presence }) {
  const { t } = useTranslation('demo');
  return <StatusTag tone={tones[status]}>{t(`chat.presence.${status}`)}</StatusTag>;
}
