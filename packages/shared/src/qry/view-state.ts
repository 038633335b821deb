import { z } from 'zod';
import { filterNodeSchema } from './filter';
import { qryLimits } from './limits';
import { groupBySchema, orderBySchema } from './request';

/**
 * What a saved grid view keeps: visible fields in order, their widths, filter, group-by, order-by
 * and row density. Stored as is; the grid re-checks it against the object's schema when applied.
 * @example {fields: ['title', 'dueDate'], widths: {title: 240}, density: 'compact'}
 */
export const viewStateSchema = z.strictObject({
  fields: z.array(z.string().max(qryLimits.maxName)).max(qryLimits.maxFields).optional(),
  widths: z.record(z.string().max(qryLimits.maxName), z.number().min(0).max(5000)).optional(),
  filter: filterNodeSchema.optional(),
  groupby: groupBySchema.optional(),
  orderby: orderBySchema.optional(),
  search: z.string().max(qryLimits.maxSearch).optional(),
  density: z.enum(['compact', 'normal', 'comfortable']).optional(),
  rowHeight: z.number().int().min(16).max(200).optional(),
});
export type ViewState = z.input<typeof viewStateSchema>;
