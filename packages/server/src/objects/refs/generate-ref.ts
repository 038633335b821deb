import type { refGenerateSchema, timeGeneratorSchema } from '@cubus/shared';
import type { z } from 'zod';
import type { KindContext } from '../../qry/object-kind';
import { storeMemberCount } from './ref-store';
import { createRef } from './refs-kind';

type TimeGenerator = z.output<typeof timeGeneratorSchema>;
type Locale = TimeGenerator['locale'];

/** How a quarter is named, per locale: "Q1 2024", "1 кв. 2024", "T1 2024". */
const quarterNames: Record<Locale, (q: number, year: number) => string> = {
  en: (q, y) => `Q${q} ${y}`,
  ru: (q, y) => `${q} кв. ${y}`,
  de: (q, y) => `Q${q} ${y}`,
  fr: (q, y) => `T${q} ${y}`,
  pt: (q, y) => `T${q} ${y}`,
};

/** Member rows `[id, code, name, parentId, ord]` of a time reference, parents before children. */
export function timeMembers(generator: TimeGenerator): [number, string, string, number | null, number][] {
  const depth = ['year', 'quarter', 'month', 'day'].indexOf(generator.depth);
  const monthName = new Intl.DateTimeFormat(generator.locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const dayName = new Intl.DateTimeFormat(generator.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const rows: [number, string, string, number | null, number][] = [];
  const pad = (n: number) => String(n).padStart(2, '0');
  let id = 0;
  for (let year = generator.from; year <= generator.to; year++) {
    const yearId = ++id;
    rows.push([yearId, String(year), String(year), null, year - generator.from]);
    if (depth < 1) continue;
    for (let q = 1; q <= 4; q++) {
      const quarterId = ++id;
      rows.push([quarterId, `${year}-Q${q}`, quarterNames[generator.locale](q, year), yearId, q - 1]);
      if (depth < 2) continue;
      for (let m = (q - 1) * 3 + 1; m <= q * 3; m++) {
        const monthId = ++id;
        const first = new Date(Date.UTC(year, m - 1, 1));
        const name = monthName.format(first);
        rows.push([
          monthId,
          `${year}-${pad(m)}`,
          name.charAt(0).toLocaleUpperCase(generator.locale) + name.slice(1),
          quarterId,
          m - 1,
        ]);
        if (depth < 3) continue;
        const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
        for (let d = 1; d <= days; d++)
          rows.push([
            ++id,
            `${year}-${pad(m)}-${pad(d)}`,
            dayName.format(new Date(Date.UTC(year, m - 1, d))),
            monthId,
            d - 1,
          ]);
      }
    }
  }
  return rows;
}

/**
 * A new reference filled by a generator: a time hierarchy (years → quarters → months → days, names
 * in the chosen locale) or a flat numbered sequence → its id and member count.
 */
export async function generateRef(
  context: KindContext,
  request: z.output<typeof refGenerateSchema>,
): Promise<{ id: string; members: number }> {
  const { generator } = request;
  const rows: [number, string, string, number | null, number][] =
    generator.kind === 'time'
      ? timeMembers(generator)
      : Array.from({ length: generator.count }, (_, i) => {
          const code = `${generator.prefix}${String(generator.start + i).padStart(generator.pad, '0')}`;
          return [i + 1, code, code, null, i];
        });
  const id = await createRef(context, {
    name: request.name,
    description: request.description,
    kind: generator.kind,
  });
  const members = await context.app.warehouse.editMembers(context.auth.domain.id, id, async (editor) => {
    await editor.addAll(rows);
    return editor.rebuildHierarchy();
  });
  await storeMemberCount(context.app, id, members);
  return { id, members };
}
