// ECharts ships its locales' texts as plain modules without declarations.
declare module 'echarts/i18n/*-obj.js' {
  const texts: Parameters<typeof import('echarts/core').registerLocale>[1];
  export default texts;
}
