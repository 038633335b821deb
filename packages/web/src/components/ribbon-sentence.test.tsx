import { ribbonActions } from '@cubus/shared';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConsoleStrings } from '../lib/console-strings';
import { i18n, initI18n, languages } from '../lib/i18n';
// The features' manifests name the routes the sentences link to.
import '../app/features';
import { RibbonObject, RibbonSentence } from './ribbon-sentence';

const cubeId = '3f0b8a52-5a9e-4c55-9b37-0c1f7d1a2b3c';
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

const write = {
  id: 'e1',
  at: '2026-11-27T10:00:00Z',
  actor: 'anna',
  action: 'cube.write',
  object: 'Sales',
  kind: 'cubes',
  objectId: cubeId,
  details: {
    kind: 'cubes',
    id: cubeId,
    measure: 'amount',
    cell: [
      { dimension: 'region', member: 'North' },
      { dimension: 'month', member: '2024-03' },
      { dimension: 'version', member: 'Budget' },
    ],
    value: 1200,
    previous: 1000,
    changeId: '0d6c2f0e-77aa-4a8e-9a55-2c8f6d1b9e01',
  },
};

const sentence = (row: Record<string, unknown>) =>
  render(
    <MemoryRouter>
      <RibbonSentence row={row} />
    </MemoryRouter>,
  ).container;

beforeAll(async () => {
  await initI18n('en');
  for (const language of languages) await loadConsoleStrings(language);
});

describe('Ribbon sentences', () => {
  it('has a sentence for every action the log may hold, in every language', () => {
    for (const language of languages)
      for (const action of [...ribbonActions, 'cube.clear']) {
        const text = i18n.getResource(language, 'translation', `ribbon.actions.${action}`);
        expect(typeof text, `${language} ${action}`).toBe('string');
      }
  });

  it('says a cell write as a person would: who, what, where, and what it was', async () => {
    await i18n.changeLanguage('en');
    const line = sentence(write);
    expect(line.textContent).toBe(
      'anna wrote 1,200 into Sales · North · 2024-03 · Budget · amount (was 1,000)',
    );
    // Logged before cells carried their codes: the link opens the cube in its own screen.
    expect(line.querySelector('a')?.getAttribute('href')).toBe(`/cubus/cubes?cube=${cubeId}`);
    expect(line.textContent).not.toMatch(uuid);
    const coded = write.details.cell.map((part) => ({
      ...part,
      code: part.member === 'North' ? 'N:1' : part.member,
    }));
    const atCell = sentence({ ...write, details: { ...write.details, cell: coded } }).querySelector('a');
    expect(atCell?.getAttribute('href')).toBe(
      `/cubus/cubes?cube=${cubeId}&at=region%3AN%3A1&at=month%3A2024-03&at=version%3ABudget`,
    );
  });

  it('reads in the user’s language, numbers included', async () => {
    await i18n.changeLanguage('de');
    expect(sentence(write).textContent).toBe(
      'anna hat 1.200 in Sales geschrieben · North · 2024-03 · Budget · amount (vorher 1.000)',
    );
    await i18n.changeLanguage('en');
  });

  it('says a cleared cell, a day of sign-ins and a finished run without codes or ids', () => {
    expect(sentence({ ...write, details: { ...write.details, value: null } }).textContent).toContain(
      'anna cleared Sales',
    );
    expect(sentence({ id: 'e2', actor: 'anna', action: 'login', details: { count: 3 } }).textContent).toBe(
      'anna signed in (today: 3)',
    );
    const run = (object: string) =>
      sentence({
        id: 'e3',
        actor: 'anna',
        action: 'import.succeeded',
        object,
        kind: 'imports',
        objectId: cubeId,
        details: { rowsLoaded: 2880, rowsRejected: 0 },
      }).textContent;
    expect(run('Orders of January')).toBe(
      'The import Orders of January started by anna finished: rows loaded: 2,880, rejected: 0',
    );
    // A line logged before runs were named by their object holds the run's id: never shown.
    const older = run('9a1e1c1e-1111-4a4a-8b8b-0c0c0c0c0c0c');
    expect(older).toBe(
      'The import (name not recorded) started by anna finished: rows loaded: 2,880, rejected: 0',
    );
    expect(older).not.toMatch(uuid);
  });

  it('names a built-in procedure’s run in the user’s language, a user procedure’s as written', async () => {
    await i18n.changeLanguage('de');
    const run = (object: string, extra: Record<string, unknown>) => ({
      id: 'e4',
      actor: 'anna',
      action: 'procedure.succeeded',
      object,
      kind: 'procedures',
      objectId: cubeId,
      details: { kind: 'procedures', id: cubeId },
      ...extra,
    });
    const builtin = 'Die von anna gestartete Prozedur Summen neu berechnen ist fertig';
    // Marked on a live line's details, or by the server as it reads the log (older lines too).
    const live = run('Recalculate totals', {
      details: { kind: 'procedures', builtin: 'recalculate-totals' },
    });
    expect(sentence(live).textContent).toBe(builtin);
    expect(sentence(run('Recalculate totals', { builtin: 'recalculate-totals' })).textContent).toBe(builtin);
    expect(sentence(run('Totals of mine', { builtin: null })).textContent).toBe(
      'Die von anna gestartete Prozedur Totals of mine ist fertig',
    );
    const object = (row: Record<string, unknown>) => render(<RibbonObject row={row} />).container.textContent;
    expect(object(run('Copy Scenario', { builtin: 'copy-scenario' }))).toBe('Szenario kopieren');
    expect(object(run('Copy Scenario', { builtin: null }))).toBe('Copy Scenario');
    await i18n.changeLanguage('en');
  });
});
