import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export type NoticeType = 'success' | 'info' | 'warning' | 'error';

const icons: Record<NoticeType, ReactNode> = {
  success: <CheckCircleFilled aria-hidden />,
  info: <InfoCircleFilled aria-hidden />,
  warning: <ExclamationCircleFilled aria-hidden />,
  error: <CloseCircleFilled aria-hidden />,
};

/** An inline message above a form; errors are announced at once, the rest politely. */
export function Notice({
  type,
  children,
  testId,
}: {
  type: NoticeType;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className={`notice notice--${type}`}
      role={type === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {icons[type]}
      <span>{children}</span>
    </div>
  );
}
