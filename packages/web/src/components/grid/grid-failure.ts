import { errorCodeOf, errorMessageOf } from '../../lib/api-error';
import { i18n } from '../../lib/i18n';

/**
 * What the grid says above its rows when they could not be loaded: why, when the server said (a
 * warehouse that does not answer, a query past its time limit, the connection lost), else to refresh.
 * @example failedRowsText(warehouseDown) // 'The rows could not be loaded: The data warehouse is not answering…'
 */
export function failedRowsText(failure: unknown): string {
  return errorCodeOf(failure) === 'unknown'
    ? i18n.t('grid.failed')
    : i18n.t('grid.failedBecause', { reason: errorMessageOf(failure) });
}
