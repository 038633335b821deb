import type { ProcedureArgument } from '@cubus/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleStringsReady } from '../../lib/console-strings';
import { i18n, initI18n } from '../../lib/i18n';
import { procedureInLanguage } from './procedure-in-language';

const copyScenario: { builtin: string; name: string; description: string; arguments: ProcedureArgument[] } = {
  builtin: 'copy-scenario',
  name: 'Copy Scenario',
  description:
    'Replaces the facts of scenario `to` with those of `from`, times `factor` (one undoable change).',
  arguments: [
    { name: 'cube', type: 'cube', required: true },
    { name: 'from', type: 'scenario', required: true, cubeArg: 'cube' },
    { name: 'factor', type: 'number', required: false, default: 1 },
  ],
};

describe('a procedure as the console says it', () => {
  beforeAll(async () => {
    await initI18n('en');
    await consoleStringsReady('ru');
  });

  it('names a built-in, says what it does and titles its arguments in the user’s language', async () => {
    await i18n.changeLanguage('ru');
    const shown = procedureInLanguage(i18n.t, copyScenario);
    expect([shown.name, (shown.arguments ?? []).map((argument) => argument.title)]).toEqual([
      'Копировать сценарий',
      ['Куб', 'Из сценария', 'Множитель'],
    ]);
    expect(shown.description).toMatch(/^Заменяет факты одного сценария/);
    // What the run sends is unchanged: names, types, defaults.
    expect((shown.arguments ?? []).map(({ title: _title, ...argument }) => argument)).toEqual(
      copyScenario.arguments,
    );
    await i18n.changeLanguage('en');
    expect(
      (procedureInLanguage(i18n.t, copyScenario).arguments ?? []).map((argument) => argument.title),
    ).toEqual(['Cube', 'From scenario', 'Factor']);
  });

  it('shows an author’s procedure in the author’s words', () => {
    const own = {
      builtin: null,
      name: 'Nightly totals',
      description: 'Mine',
      arguments: copyScenario.arguments,
    };
    expect(procedureInLanguage(i18n.t, own)).toBe(own);
  });
});
