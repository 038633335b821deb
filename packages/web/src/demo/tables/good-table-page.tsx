import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import {
  type ColumnDef,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  sortFn_alphanumeric,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { Button, Card, Checkbox, Pagination, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { StatusTag } from '../../components/status-tag';
import { usePageTitle } from '../../components/use-page-title';
import { formatDay, formatMoney } from '../demo-format';
import { DemoSearch } from '../demo-search';
import { statusTones, tablePageSizes, useEmployees } from './employee-api';
import { EmployeeDetails } from './employee-details';
import type { EmployeeRow } from './good-table-data';
import './tables.css';

/** Sorted and paged here, over the rows the mock found; selection is kept by row id. */
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
});

const noRows: EmployeeRow[] = [];
const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** /table/vue-good-table: the employees in a TanStack table: the same search, sorting, selection and paging. */
export function Component() {
  const { t } = useTranslation('demo');
  const title = t('tables.goodTitle');
  usePageTitle(title);
  const [q, setQ] = useState('');
  const { data } = useEmployees(q);
  const [opened, setOpened] = useState<EmployeeRow | null>(null);
  const [sorting, setSorting] = useState<SortingState>([]);

  const columns = useMemo<ColumnDef<typeof features, EmployeeRow>[]>(
    () => [
      { id: 'name', accessorKey: 'fullName', header: t('tables.headers.name') },
      { id: 'email', accessorKey: 'email', header: t('tables.headers.email') },
      {
        id: 'date',
        accessorKey: 'startDate',
        header: t('tables.headers.date'),
        cell: ({ row }) => formatDay(row.original.startDate),
      },
      {
        id: 'salary',
        accessorKey: 'salary',
        header: t('tables.headers.salary'),
        cell: ({ row }) => formatMoney(row.original.salary),
      },
      {
        id: 'status',
        accessorKey: 'status',
        header: t('tables.headers.status'),
        cell: ({ row }) => (
          <StatusTag tone={statusTones[row.original.status]}>
            {t(`tables.status.${row.original.status}`)}
          </StatusTag>
        ),
      },
      {
        id: 'action',
        header: t('tables.headers.action'),
        enableSorting: false,
        cell: ({ row }) => (
          <Button size="small" onClick={() => setOpened(row.original)}>
            {t('tables.view')}
            <span className="visually-hidden"> {row.original.fullName}</span>
          </Button>
        ),
      },
    ],
    [t],
  );

  const table = useTable({
    features,
    columns,
    data: data?.rows ?? noRows,
    getRowId: (row) => String(row.id),
    initialState: { pagination: { pageIndex: 0, pageSize: tablePageSizes[0] ?? 10 } },
    state: { sorting },
    onSortingChange: setSorting,
    // Every column sorts ascending first, numbers too, as antd's table beside it does.
    sortDescFirst: false,
    autoResetPageIndex: true,
  });

  const { pageIndex, pageSize } = table.state.pagination;
  const total = table.getPrePaginatedRowModel().rows.length;
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);
  const selectedCount = Object.keys(table.state.rowSelection).length;

  return (
    <>
      <PageHeader title={title} trail={[t('area'), t('tables.area')]} />
      <Card>
        <Space wrap className="demo-toolbar">
          <DemoSearch
            label={t('tables.search')}
            onSearch={(text) => {
              setQ(text.trim());
              table.setPageIndex(0);
            }}
          />
          <span role="status">{t('tables.selected', { count: selectedCount })}</span>
        </Space>
        <div className="demo-table-scroll">
          <table className="demo-table">
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  <th scope="col" className="demo-table__check">
                    <Checkbox
                      aria-label={t('tables.selectPage')}
                      checked={table.getIsAllPageRowsSelected()}
                      indeterminate={table.getIsSomePageRowsSelected()}
                      onChange={(event) => table.toggleAllPageRowsSelected(event.target.checked)}
                    />
                  </th>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={sorted ? ariaSort[sorted] : undefined}
                        className={header.column.id === 'salary' ? 'demo-table__number' : undefined}
                      >
                        {header.column.getCanSort() ? (
                          <button
                            type="button"
                            className="demo-table__sort"
                            onClick={header.column.getToggleSortingHandler()}
                          >
                            <table.FlexRender header={header} />
                            {sorted === 'asc' && <ArrowUpOutlined aria-hidden />}
                            {sorted === 'desc' && <ArrowDownOutlined aria-hidden />}
                          </button>
                        ) : (
                          <table.FlexRender header={header} />
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} className={row.getIsSelected() ? 'demo-table__row--selected' : undefined}>
                  <td className="demo-table__check">
                    <Checkbox
                      aria-label={t('tables.selectRow', { name: row.original.fullName })}
                      checked={row.getIsSelected()}
                      onChange={(event) => row.toggleSelected(event.target.checked)}
                    />
                  </td>
                  {row.getAllCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cell.column.id === 'salary' ? 'demo-table__number' : undefined}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="demo-table-footer">
          <span>{t('tables.showing', { from, to, total })}</span>
          <Pagination
            current={pageIndex + 1}
            pageSize={pageSize}
            total={total}
            pageSizeOptions={tablePageSizes}
            showSizeChanger
            onChange={(page, size) => {
              if (size !== pageSize) table.setPageSize(size);
              else table.setPageIndex(page - 1);
            }}
          />
        </div>
      </Card>
      <EmployeeDetails row={opened} onClose={() => setOpened(null)} />
    </>
  );
}
