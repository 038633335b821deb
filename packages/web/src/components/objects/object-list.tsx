import { useSearchParams } from 'react-router';
import type { CellPresenters } from '../grid/cell-value';
import { DataGrid, type DataGridProps } from '../grid/data-grid';
import { PageHeader } from '../page-header';
import { usePageTitle } from '../use-page-title';

interface ObjectListProps {
  /** The kind as `/api/qry` names it. */
  object: string;
  /** The search parameter that opens one (`?action=<id>`) or a new one (`?action=new`). */
  param: string;
  title: string;
  newLabel: string;
  /** The address of one object's screen. */
  linkOf: (id: string) => string;
  /** What the list says while it has none. */
  empty: DataGridProps['empty'];
  /** The kind's own way to say some fields. */
  cells?: CellPresenters;
}

/** A kind's list screen: the grid of its objects; New and opening a row set `?<param>=`. */
export function ObjectList({ object, param, title, newLabel, linkOf, empty, cells }: ObjectListProps) {
  const [, setParams] = useSearchParams();
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <DataGrid
        object={object}
        label={title}
        editorLink={(row) => (row.id ? linkOf(String(row.id)) : null)}
        newLabel={newLabel}
        onNew={() => setParams({ [param]: 'new' })}
        onOpen={(row) => setParams({ [param]: String(row.id) })}
        empty={empty}
        {...(cells ? { cells } : {})}
      />
    </>
  );
}
