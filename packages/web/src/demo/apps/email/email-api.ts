import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { demoCall } from '../../demo-api';
import type { Email, EmailChange, EmailLabel, EmailsMeta } from './email-model';

/** The emails a screen shows: a folder or a label, and a search. */
export interface EmailView {
  folder?: string;
  label?: string;
  q: string;
}

const emailsKey = ['template-demo', 'emails'] as const;

export function useEmails(view: EmailView) {
  return useQuery({
    queryKey: [...emailsKey, view],
    queryFn: () => demoCall<{ emails: Email[]; emailsMeta: EmailsMeta }>('GET', '/apps/email/emails', view),
    placeholderData: keepPreviousData,
  });
}

/** The email before or after `emailId` in the view, or undefined at either end. */
export async function neighbourOf(view: EmailView, emailId: number, dir: 'previous' | 'next') {
  const answer = await demoCall<{ email: Email }>('GET', '/apps/email/paginate-email', {
    ...view,
    dir,
    emailId,
  }).catch(() => undefined);
  return answer?.email;
}

/** Changes emails, toggles a label on them, or sends (or saves) a new one; every view reads again. */
export function useEmailChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: emailsKey });
  const update = useMutation({
    mutationFn: ({ emailIds, dataToUpdate }: { emailIds: number[]; dataToUpdate: EmailChange }) =>
      demoCall<unknown>('POST', '/apps/email/update-emails', { emailIds, dataToUpdate }),
    onSuccess,
  });
  const label = useMutation({
    mutationFn: ({ emailIds, label }: { emailIds: number[]; label: EmailLabel }) =>
      demoCall<unknown>('POST', '/apps/email/update-emails-label', { emailIds, label }),
    onSuccess,
  });
  const compose = useMutation({
    mutationFn: (body: {
      email: { to: string; subject: string; message: string };
      folder: 'sent' | 'draft';
    }) => demoCall<{ email: Email }>('POST', '/apps/email/emails', body),
    onSuccess,
  });
  return { update, label, compose };
}
