import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleStringsReady } from '../../../lib/console-strings';
import { i18n, initI18n } from '../../../lib/i18n';
import { StepNames, stepNamesOf } from './step-names';

describe('an action’s steps in the list', () => {
  beforeAll(async () => {
    await initI18n('en');
    await consoleStringsReady('de');
    await i18n.changeLanguage('de');
  });

  it('names a built-in procedure in the user’s language, a user procedure as written', () => {
    const row = {
      stepNames: ['Copy Scenario', 'Copy Scenario', 'Load sales'],
      stepBuiltins: ['copy-scenario', null, null],
    };
    const tags = [...render(<StepNames row={row} />).container.querySelectorAll('.ant-tag')];
    expect(tags.map((tag) => tag.textContent)).toEqual(['Szenario kopieren', 'Copy Scenario', 'Load sales']);
  });

  it('gives the names as text, and none for a row read without them', () => {
    const row = { stepNames: ['Copy Scenario', null], stepBuiltins: ['copy-scenario', null] };
    expect(stepNamesOf(i18n.t, row)).toEqual(['Szenario kopieren', '']);
    expect(stepNamesOf(i18n.t, { name: 'No steps read' })).toBeUndefined();
  });
});
