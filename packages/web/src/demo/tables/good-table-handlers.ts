import { HttpResponse, http } from 'msw';
import { includesText, paginate, positiveInt } from '../mocks/paginate';
import { employeeRows } from './good-table-data';

/**
 * The demo table's call (SPEC §7 "good-table data"): `q` on name or email, then `page` of `perPage`
 * rows (all when no perPage), with the total that matched, for "Showing 1 to … of … entries".
 */
export const goodTableHandlers = [
  http.get('/good-table/basic', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = params.get('q') ?? '';
    const found = employeeRows
      .all()
      .filter((row) => !q || includesText(row.fullName, q) || includesText(row.email, q));
    const perPage = positiveInt(params.get('perPage'), found.length || 1);
    return HttpResponse.json({
      rows: paginate(found, perPage, positiveInt(params.get('page'), 1)),
      total: found.length,
    });
  }),
];
