import type { RouteObject } from 'react-router';
import { screen } from '../../app/screen-route';

/** The form showcases (SPEC §2): each page in its own chunk, with the libraries it shows. */
export const formsRoutes: RouteObject[] = [
  screen('forms-element-select', () => import('./elements/select-page')),
  screen('forms-element-switch', () => import('./elements/switch-page')),
  screen('forms-element-checkbox', () => import('./elements/checkbox-page')),
  screen('forms-element-radio', () => import('./elements/radio-page')),
  screen('forms-element-input', () => import('./elements/input-page')),
  screen('forms-element-textarea', () => import('./elements/textarea-page')),
  screen('forms-element-spinbutton', () => import('./elements/spinbutton-page')),
  screen('forms-element-input-group', () => import('./elements/input-group-page')),
  screen('forms-element-rating', () => import('./elements/rating-page')),
  screen('forms-element-tag', () => import('./elements/tag-page')),
  screen('forms-element-datepicker', () => import('./elements/datepicker-page')),
  screen('forms-element-timepicker', () => import('./elements/timepicker-page')),
  screen('forms-element-file-input', () => import('./elements/file-input-page')),
  screen('forms-element-auto-suggest', () => import('./elements/auto-suggest-page')),
  screen('forms-element-vue-select', () => import('./elements/vue-select-page')),
  screen('forms-element-quill-editor', () => import('./elements/quill-editor-page')),
  screen('forms-element-date-time-picker', () => import('./elements/date-time-picker-page')),
  screen('forms-element-input-mask', () => import('./elements/input-mask-page')),
  screen('forms-layout', () => import('./showcases/layout-page')),
  screen('forms-wizard', () => import('./showcases/wizard-page')),
  screen('forms-validation', () => import('./showcases/validation-page')),
  screen('forms-repeater', () => import('./showcases/repeater-page')),
];
