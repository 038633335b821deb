import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConsoleStrings } from '../../../lib/console-strings';
import { initI18n } from '../../../lib/i18n';
import { FormatStep } from './format-step';
import { blankWizard, type WizardState } from './wizard-state';

beforeAll(async () => {
  await initI18n('en');
  await loadConsoleStrings('en');
});

const german: WizardState = {
  ...blankWizard,
  file: { id: 'f1', name: 'kunden.csv' },
  detected: { decimal: ',', dates: 'dmy' },
};
/** The text a select shows for its value, as the user reads it. */
const selected = (name: string) => screen.getByRole('combobox', { name }).closest('.ant-select')?.textContent;

describe('FormatStep', () => {
  it('shows how the file’s sample writes numbers and dates, and says it was found there', () => {
    render(<FormatStep state={german} onChange={() => {}} />);
    expect(selected('Numbers')).toBe('Decimal comma: 1.234,56');
    expect(selected('Dates')).toBe('Day first: 31.12.2024');
    expect(screen.getAllByText("Found in the file's first rows")).toHaveLength(2);
  });

  it('shows what the user chose over what was found', () => {
    const point = { ...german, options: { ...german.options, decimal: '.' as const } };
    render(<FormatStep state={point} onChange={() => {}} />);
    expect(selected('Numbers')).toBe('Decimal point: 1234.56');
    expect(screen.getAllByText("Found in the file's first rows")).toHaveLength(1);
  });
});
