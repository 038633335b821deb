import type { TablePaginationConfig } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What every demo list sends its mock: search, sort and page (SPEC §7). */
export interface ListParams {
  q: string;
  sortBy: string;
  sortDesc: boolean;
  perPage: number;
  page: number;
}

export const perPageChoices = [10, 25, 50];

/** The part of antd's sorter a list reads, whatever its rows. */
interface TableSort {
  order?: SortOrder;
  columnKey?: Key;
}

/**
 * A demo list's query and the antd Table wiring around it: a changed filter or sort goes back to
 * page 1; the table's headers and pager reflect the query.
 */
export function useListParams<P extends ListParams>(initial: P) {
  const { t } = useTranslation('demo');
  const [params, setParams] = useState(initial);
  const change = (next: Partial<P>) => setParams((prev) => ({ ...prev, page: 1, ...next }));
  const sortOrder = (key: string): SortOrder =>
    params.sortBy === key ? (params.sortDesc ? 'descend' : 'ascend') : null;

  const onTableChange = (
    pagination: TablePaginationConfig,
    _filters: unknown,
    sorter: TableSort | TableSort[],
  ) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const sortBy = one?.order ? String(one.columnKey) : initial.sortBy;
    const sortDesc = one?.order === 'descend';
    if (sortBy !== params.sortBy || sortDesc !== params.sortDesc) change({ sortBy, sortDesc } as Partial<P>);
    else setParams((prev) => ({ ...prev, page: pagination.current ?? 1 }));
  };

  const pagination = (total: number): TablePaginationConfig => ({
    current: params.page,
    pageSize: params.perPage,
    total,
    showSizeChanger: false,
    showTotal: (all, [from, to]) => t('common.showing', { from, to, total: all }),
  });

  const perPageOptions = perPageChoices.map((size) => ({
    value: size,
    label: t('common.perPageOption', { size }),
  }));

  return { params, change, sortOrder, onTableChange, pagination, perPageOptions };
}
