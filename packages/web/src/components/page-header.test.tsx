import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
// The features' manifests name Home's route.
import '../app/features';
import { PageHeader } from './page-header';

beforeAll(async () => {
  await initI18n();
});

describe('PageHeader', () => {
  it('gives a screen its breadcrumb from Home: a step with an address is a real link, a section is text', () => {
    render(
      <MemoryRouter>
        <PageHeader title="Sales" trail={['Admin', { title: 'Cubes', to: '/cubus/cubes' }]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sales' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation');
    const links = [...crumbs.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/dashboard/cubus', '/cubus/cubes']);
    expect(crumbs.textContent).toContain('Admin');
  });
});
