import { commaNumberPattern } from '@cubus/shared';

/** How a CSV writes numbers and dates (its format options); left out: `1234.5`, `2024-12-31`. */
export interface WrittenForms {
  decimal?: '.' | ',';
  dates?: 'ymd' | 'dmy' | 'mdy';
}

/** A number with a decimal comma, of the shape the server casts. */
export const commaNumber = new RegExp(`^${commaNumberPattern}$`);
/** A number with a decimal point or none (`1234.5`, `.5`, `-3e2`). */
export const pointNumber = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
/** A date written day or month first (`31.12.2024`, `12/31/2024`), and with a time. */
export const partsFirst = /^\d{1,2}[./-]\d{1,2}[./-]\d{4}$/;
export const partsFirstWithTime = /^\d{1,2}[./-]\d{1,2}[./-]\d{4} \d{1,2}:\d{2}(:\d{2})?$/;
/** A date written year first (`2024-12-31`), and with a time. */
export const yearFirst = /^\d{4}-\d{2}-\d{2}$/;
export const yearFirstWithTime = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** One group of three after a comma or a point and nothing else (`1,234`, `1.234`): either sign's. */
const oneGroup = /^[-+]?[1-9]\d{0,2}[.,]\d{3}$/;
/** Digits grouped by commas, with or without a decimal point (`1,234.56`, `1,234,567`). */
const commaGrouped = /^[-+]?[1-9]\d{0,2}(,\d{3})+(\.\d+)?$/;

/** Whether a value can only be a number written with a decimal point (`1.5`, `1,234.56`). */
const pointOnly = (value: string) =>
  !oneGroup.test(value) && ((value.includes('.') && pointNumber.test(value)) || commaGrouped.test(value));
/** Whether a value can only be a number written with a decimal comma (`1,5`, `1.234,56`, `1 234`). */
const commaOnly = (value: string) =>
  !oneGroup.test(value) && commaNumber.test(value) && !pointNumber.test(value);

/** The order of a date's parts a value shows: a day past 12 first or second, or the year first. */
function dateOrderOf(value: string): WrittenForms['dates'] {
  if (yearFirst.test(value) || yearFirstWithTime.test(value)) return 'ymd';
  if (!partsFirst.test(value) && !partsFirstWithTime.test(value)) return undefined;
  const [first = 0, second = 0] = value.split(/[./-]/, 2).map(Number);
  if (first > 12 && second <= 12) return 'dmy';
  if (second > 12 && first <= 12) return 'mdy';
  return undefined;
}

/**
 * How a file's sample writes numbers and dates, where its values show it: a decimal comma when some
 * number can only be read with one and none only with a point (`1,234` and `1.234` tell nothing);
 * the date order when every date that tells shows the same one. What the sample does not show is
 * left out, e.g. `writtenFormsOf(['1.234,56', '31.12.2025'])` → `{ decimal: ',', dates: 'dmy' }`.
 */
export function writtenFormsOf(samples: Iterable<string | null | undefined>): WrittenForms {
  let comma = false;
  let point = false;
  const orders = new Set<WrittenForms['dates']>();
  for (const sample of samples) {
    const value = (sample ?? '').trim();
    if (value === '') continue;
    point ||= pointOnly(value);
    comma ||= commaOnly(value);
    const order = dateOrderOf(value);
    if (order) orders.add(order);
  }
  const [order] = orders;
  return {
    // Conflicting numbers are read with a point: the server's default, and text loses nothing.
    ...(point ? { decimal: '.' } : comma ? { decimal: ',' } : {}),
    ...(orders.size === 1 ? { dates: order } : {}),
  };
}
