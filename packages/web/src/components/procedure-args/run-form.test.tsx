import type { ProcedureArgument } from '@cubus/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, type FormInstance } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConsoleStrings } from '../../lib/console-strings';
import { initI18n } from '../../lib/i18n';
import { RunForm } from './run-form';
import { initialRunValues, type RunValue, toRunArgs } from './run-values';

beforeAll(async () => {
  await initI18n('en');
  await loadConsoleStrings('en');
});

const list: ProcedureArgument[] = [
  { name: 'n', type: 'integer', required: true, title: 'How many' },
  { name: 'flag', type: 'boolean', required: false },
  { name: 'day', type: 'date', required: false },
  { name: 'note', type: 'text', required: false, default: 'x' },
];

let form: FormInstance<Record<string, RunValue>>;

function Harness() {
  [form] = Form.useForm<Record<string, RunValue>>();
  return <RunForm form={form} list={list} initialValues={initialRunValues(list)} />;
}

function Empty() {
  const [empty] = Form.useForm<Record<string, RunValue>>();
  return <RunForm form={empty} list={[]} initialValues={{}} />;
}

describe('RunForm', () => {
  it('asks for a required argument, then gives each type its own value', async () => {
    render(<Harness />);
    await act(async () => {
      await form.validateFields().catch(() => undefined);
    });
    expect(await screen.findByText('Enter a value.')).toBeTruthy();
    await userEvent.type(screen.getByRole('spinbutton', { name: 'How many' }), '4');
    await userEvent.click(screen.getByRole('switch', { name: 'flag' }));
    // A day is typed and confirmed, as the picker takes it.
    const day = screen.getByLabelText('day');
    fireEvent.mouseDown(day);
    fireEvent.change(day, { target: { value: '2024-02-29' } });
    fireEvent.keyDown(day, { key: 'Enter' });
    expect(screen.getByRole('textbox', { name: 'note' })).toHaveProperty('value', 'x');
    let values: Record<string, RunValue> = {};
    await act(async () => {
      values = await form.validateFields();
    });
    expect(toRunArgs(list, values)).toEqual({ n: 4, flag: true, day: '2024-02-29', note: 'x' });
  });

  it('says when there is nothing to ask', () => {
    render(<Empty />);
    expect(screen.getByText('This procedure takes no arguments.')).toBeTruthy();
  });
});
