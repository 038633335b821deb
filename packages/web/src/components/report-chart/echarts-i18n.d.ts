// ECharts ships its locale files as plain objects without types.
declare module 'echarts/lib/i18n/*' {
  import type { EChartsInitOpts } from 'echarts/core';

  const locale: Exclude<NonNullable<EChartsInitOpts['locale']>, string>;
  export default locale;
}
