import { useTranslation } from 'react-i18next';
import { StatusTag, type StatusTone } from '../../../components/status-tag';
import type { UserStatus } from './user-model';

const tones: Record<UserStatus, StatusTone> = { active: 'success', pending: 'warning', inactive: 'neutral' };

export function UserStatusTag({ status }: { status: UserStatus }) {
  const { t } = useTranslation('demo');
  return <StatusTag tone={tones[status]}>{t(`users.status.${status}`)}</StatusTag>;
}
