import type { AggregateWords } from '@cubus/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The words of aggregate columns' titles in the console's language (`columnTitle` puts them
 * together), also sent with a report's download and a tile's chart for the server to title them alike.
 */
export function useAggregateWords(): AggregateWords {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      operands: {
        count: t('grid.aggregates.count'),
        countd: t('grid.aggregates.countd'),
        sum: t('grid.aggregates.sum'),
        avg: t('grid.aggregates.avg'),
        min: t('grid.aggregates.min'),
        max: t('grid.aggregates.max'),
      },
      of: t('grid.aggregateOf', { operand: '{operand}', field: '{field}' }),
    }),
    [t],
  );
}
