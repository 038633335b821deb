import { type MeasureAggregation, measureAggregations, type QryRow } from '@cubus/shared';
import { Checkbox, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type ColumnChoice,
  isNumeric,
  matchesPeriods,
  referenceValue,
  withReference,
} from '../generate-values';
import { MeasureTypeInput } from './measure-type-input';
import { NumberFormatInput } from './number-format-input';

const calendarDepths = ['day', 'month'] as const;

/**
 * The wizard's columns step: each column with its distinct values and why it was proposed so,
 * its caption (editable), its role, and a dimension's reference (a new calendar or one covering a
 * date's years) or a measure's aggregation, type and number format.
 */
export function WizardColumns({
  choices,
  refs,
  onChange,
}: {
  choices: ColumnChoice[];
  refs: QryRow[];
  onChange: (column: string, next: ColumnChoice) => void;
}) {
  const { t } = useTranslation();
  const patch = (choice: ColumnChoice, change: Partial<ColumnChoice>) =>
    onChange(choice.column, { ...choice, ...change });
  const refKind = (id: string | undefined) =>
    id ? String(refs.find((r) => r.id === id)?.kind ?? '') : undefined;
  const levels = (depth: (typeof calendarDepths)[number]) =>
    ['year', 'quarter', 'month', 'day']
      .slice(0, depth === 'day' ? 4 : 3)
      .map((level) => t(`cubes.wizard.levels.${level}`))
      .join(' ▸ ');
  const referenceOptions = (choice: ColumnChoice) => {
    const { calendar } = choice;
    const covering = new Set(calendar?.refs.map((r) => r.id));
    return [
      ...(calendar
        ? [
            ...calendarDepths.map((depth) => ({
              value: `calendar:${depth}`,
              label: t('cubes.wizard.newCalendar', {
                levels: levels(depth),
                from: calendar.from,
                to: calendar.to,
              }),
            })),
            ...calendar.refs.map((r) => ({
              value: r.id,
              label: t('cubes.wizard.reuseCalendar', {
                name: r.name,
                level: t(`cubes.wizard.levels.${r.level}`),
              }),
            })),
          ]
        : []),
      { value: '', label: t('cubes.wizard.newRef') },
      ...refs
        .filter((r) => !covering.has(String(r.id)))
        .map((r) => ({ value: String(r.id), label: String(r.name) })),
    ];
  };
  return (
    <table className="cubes-wizard__columns">
      <caption>{t('cubes.wizard.columnsCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cubes.wizard.column')}</th>
          <th scope="col">{t('cubes.wizard.caption')}</th>
          <th scope="col">{t('cubes.wizard.role')}</th>
          <th scope="col">{t('cubes.wizard.details')}</th>
        </tr>
      </thead>
      <tbody>
        {choices.map((c) => (
          <tr key={c.column}>
            <th scope="row">
              {c.column} <span className="cubes-wizard__type">{c.type}</span>
              <div className="cubes-wizard__type">
                {t(`cubes.wizard.reasons.${c.reason}`)} · {t('cubes.wizard.distinct', { count: c.distinct })}
              </div>
            </th>
            <td>
              <Input
                aria-label={t('cubes.wizard.captionOf', { name: c.column })}
                className="cubes-wizard__caption"
                value={c.caption}
                maxLength={200}
                onChange={(event) => patch(c, { caption: event.target.value })}
              />
            </td>
            <td>
              <Select
                aria-label={t('cubes.wizard.roleOf', { name: c.column })}
                className="cubes-wizard__role"
                value={c.role}
                options={(['dimension', 'measure', 'none'] as const).map((role) => ({
                  value: role,
                  label: t(`cubes.wizard.roles.${role}`),
                  disabled: role === 'measure' && !isNumeric(c.type),
                }))}
                onChange={(role) => patch(c, { role })}
              />
            </td>
            <td>
              {c.role === 'dimension' && (
                <Space direction="vertical" size={2}>
                  <Select
                    aria-label={t('cubes.wizard.refOf', { name: c.column })}
                    className="cubes-wizard__ref"
                    showSearch={{ optionFilterProp: 'label' }}
                    value={referenceValue(c)}
                    options={referenceOptions(c)}
                    onChange={(value) => onChange(c.column, withReference(c, value))}
                  />
                  {c.newCalendar || (c.refId && matchesPeriods(c.type, refKind(c.refId))) ? (
                    <span className="cubes-wizard__hint">{t('cubes.wizard.periodsMatched')}</span>
                  ) : (
                    c.refId && (
                      <Checkbox
                        checked={c.addMembers === true}
                        onChange={(event) => patch(c, { addMembers: event.target.checked })}
                      >
                        {t('cubes.wizard.addMembers')}
                      </Checkbox>
                    )
                  )}
                </Space>
              )}
              {c.role === 'measure' && (
                <Space direction="vertical" size={2}>
                  <Space wrap>
                    <Select<MeasureAggregation>
                      aria-label={t('cubes.wizard.aggregationOf', { name: c.column })}
                      className="cubes-wizard__ref"
                      value={c.aggregation}
                      options={measureAggregations.map((a) => ({
                        value: a,
                        label: t(`cubes.aggregations.${a}`),
                      }))}
                      onChange={(aggregation) => patch(c, { aggregation })}
                    />
                    <MeasureTypeInput
                      label={c.column}
                      aggregation={c.aggregation}
                      value={c.declared}
                      onChange={(declared) => patch(c, { declared })}
                    />
                  </Space>
                  <NumberFormatInput
                    label={c.column}
                    value={c.format ?? null}
                    onChange={(format) => patch(c, { format })}
                  />
                </Space>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
