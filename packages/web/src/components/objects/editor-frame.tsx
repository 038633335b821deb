import { ArrowLeftOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Card, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { type Crumb, PageHeader } from '../page-header';
import { usePageTitle } from '../use-page-title';

interface EditorFrameProps {
  title: string;
  /** The kind's list, in the breadcrumb. */
  trail: Crumb;
  back: { to: string; label: string; className: string };
  /** The read of the object edited (none for a new one). */
  query: Pick<UseQueryResult, 'isError' | 'error' | 'isPending'>;
  isNew: boolean;
  /** The editor, once there is a row to edit or none is needed. */
  children: ReactNode;
}

/** The frame of a kind's editor: title, the way back, and a card that says when its object cannot be read. */
export function EditorFrame({ title, trail, back, query, isNew, children }: EditorFrameProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} trail={[trail]} />
      <Link to={back.to} className={back.className}>
        <ArrowLeftOutlined aria-hidden /> {back.label}
      </Link>
      <Card>
        {query.isError && <Alert type="error" showIcon title={errorMessageOf(query.error)} />}
        {!isNew && query.isPending && <Spin aria-label={t('app.loading')} />}
        {children}
      </Card>
    </>
  );
}
