import { Notice } from '../../components/notice';
import type { AuthFormNotice } from './use-submit';

export function AuthNotice({ notice }: { notice: AuthFormNotice }) {
  if (!notice) return null;
  return (
    <Notice type={notice.type} testId={notice.testId ?? 'auth-notice'}>
      {notice.text}
    </Notice>
  );
}
