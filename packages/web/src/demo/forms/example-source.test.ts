import { describe, expect, it } from 'vitest';
import { sourceOf } from './example-source';

const moduleText = [
  "import { Switch } from 'antd';",
  '',
  '/** A switch. */',
  'export function BasicSwitch() {',
  '  return <Switch />;',
  '}',
  '',
  'function BasicSwitchGroup() {',
  '  if (x) {',
  '    return null;',
  '  }',
  '}',
].join('\n');

describe('an example’s code', () => {
  it('is its function, from the declaration to the closing line, without export', () => {
    expect(sourceOf(moduleText, 'BasicSwitch')).toBe('function BasicSwitch() {\n  return <Switch />;\n}');
  });

  it('tells apart names that start alike and keeps inner blocks', () => {
    expect(sourceOf(moduleText, 'BasicSwitchGroup')).toBe(
      'function BasicSwitchGroup() {\n  if (x) {\n    return null;\n  }\n}',
    );
  });

  it('is empty for a name the module lacks', () => {
    expect(sourceOf(moduleText, 'Missing')).toBe('');
  });
});
