import { Alert, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { PageHeader } from '../components/page-header';

interface RecordScreenProps {
  title: string;
  trail: string[];
  /** The record's query: a skeleton while it loads, `notFound` when the mock said 404. */
  query: { isPending: boolean; isError: boolean };
  notFound: string;
  children: ReactNode;
}

/** The frame of a demo screen about one record: its heading, then loading, not found or the record. */
export function RecordScreen({ title, trail, query, notFound, children }: RecordScreenProps) {
  return (
    <>
      <PageHeader title={title} trail={trail} />
      {query.isPending && <Skeleton active />}
      {query.isError && <Alert type="error" showIcon title={notFound} />}
      {children}
    </>
  );
}
