import { type TemplateDemoRouteName, templateDemoRoutePaths } from '@cubus/shared/template-demo';

/** One sample of each parametrized demo route's parameters, each known to the mocks' seeded data. */
export const demoWalkSamples: Partial<Record<TemplateDemoRouteName, Record<string, string>>> = {
  'apps-invoice-preview': { id: '4987' },
  'apps-invoice-edit': { id: '4987' },
  'apps-users-view': { id: '1' },
  'apps-users-edit': { id: '1' },
  'apps-todo-filter': { filter: 'important' },
  'apps-todo-tag': { tag: 'team' },
  'apps-email-folder': { folder: 'sent' },
  'apps-email-label': { label: 'personal' },
  'apps-e-commerce-product-details': { slug: 'soft-bronze-towels-1' },
  'pages-knowledge-base-category': { category: 'sales-automation' },
  'pages-knowledge-base-question': { category: 'sales-automation', slug: 'how-to-input-the-feed' },
  'pages-blog-detail': { id: '1' },
  'pages-blog-edit': { id: '1' },
};

/** The address to visit for a demo route: its path, its parameters from the samples. */
export function demoWalkPath(name: TemplateDemoRouteName): string {
  const sample = demoWalkSamples[name] ?? {};
  return templateDemoRoutePaths[name].replace(/:(\w+)/g, (_, param: string) => {
    const value = sample[param];
    if (value === undefined) throw new Error(`no sample for :${param} of ${name}`);
    return encodeURIComponent(value);
  });
}

/** Every demo route the walk visits, each parametrized one with its sample. */
export const demoWalkRoutes = (): { name: TemplateDemoRouteName; path: string }[] =>
  (Object.keys(templateDemoRoutePaths) as TemplateDemoRouteName[]).map((name) => ({
    name,
    path: demoWalkPath(name),
  }));
