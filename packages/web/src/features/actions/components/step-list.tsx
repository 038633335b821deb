import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { actionLimits, actionStepTypes } from '@cubus/shared';
import { Button, Form, type FormInstance, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Choice } from '../api/actions-api';
import type { ActionDraft, StepDraft } from '../form/action-drafts';
import { StepFields } from './step-fields';

/**
 * The ordered steps: each with its fields, Move up / Move down, a handle that moves the step with
 * the arrow keys or by dragging, and Remove; a move is announced to screen readers.
 */
export function StepList({ form, procedures }: { form: FormInstance<ActionDraft>; procedures: Choice[] }) {
  const { t } = useTranslation();
  const steps: StepDraft[] = Form.useWatch('steps', form) ?? [];
  const [announce, setAnnounce] = useState('');
  const dragged = useRef<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  /** Focus follows the moved step's handle, so the arrow keys keep moving it. */
  const focusHandle = (index: number) =>
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLElement>(`[data-step-handle="${index}"]`)?.focus(),
    );
  return (
    <fieldset className="action-editor__group">
      <legend>{t('actions.steps.title')}</legend>
      <div aria-live="polite" className="visually-hidden" data-testid="step-announce">
        {announce}
      </div>
      <Form.List
        name="steps"
        rules={[
          {
            validator: async (_, value: StepDraft[] | undefined) => {
              if (!value || value.length === 0) throw new Error(t('actions.editor.stepsRequired'));
            },
          },
        ]}
      >
        {(items, { add, remove, move }, { errors }) => {
          const moveTo = (from: number, to: number, focus = false) => {
            if (to < 0 || to >= items.length || from === to) return;
            move(from, to);
            setAnnounce(t('actions.steps.moved', { n: to + 1 }));
            if (focus) focusHandle(to);
          };
          return (
            <div ref={listRef} className="action-steps">
              {items.map((item, index) => {
                const label = (part: string) => t(`actions.steps.${part}Of`, { n: index + 1 });
                return (
                  <section
                    key={item.key}
                    className="action-step"
                    aria-label={t('actions.steps.label', { n: index + 1 })}
                    data-testid="action-step"
                    onDragOver={(event) => event.preventDefault()}
                    onDrop={(event) => {
                      event.preventDefault();
                      if (dragged.current !== null) moveTo(dragged.current, index);
                      dragged.current = null;
                    }}
                  >
                    <Space wrap className="action-step__bar">
                      <Button
                        type="text"
                        icon={<HolderOutlined aria-hidden />}
                        aria-label={label('handle')}
                        title={t('actions.steps.handleHint')}
                        data-step-handle={index}
                        draggable
                        onDragStart={() => {
                          dragged.current = index;
                        }}
                        onKeyDown={(event) => {
                          if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
                          event.preventDefault();
                          moveTo(index, event.key === 'ArrowUp' ? index - 1 : index + 1, true);
                        }}
                      />
                      <strong>{t('actions.steps.label', { n: index + 1 })}</strong>
                      <Button
                        size="small"
                        icon={<ArrowUpOutlined aria-hidden />}
                        aria-label={label('moveUp')}
                        disabled={index === 0}
                        onClick={() => moveTo(index, index - 1)}
                      />
                      <Button
                        size="small"
                        icon={<ArrowDownOutlined aria-hidden />}
                        aria-label={label('moveDown')}
                        disabled={index === items.length - 1}
                        onClick={() => moveTo(index, index + 1)}
                      />
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={label('remove')}
                        onClick={() => remove(item.name)}
                      />
                    </Space>
                    <StepFields
                      form={form}
                      name={item.name}
                      index={index}
                      step={steps[index]}
                      procedures={procedures}
                    />
                  </section>
                );
              })}
              <Form.ErrorList errors={errors} />
              <Button
                icon={<PlusOutlined aria-hidden />}
                disabled={items.length >= actionLimits.maxSteps}
                onClick={() => add({ type: actionStepTypes[4], message: '', continueOnError: false })}
              >
                {t('actions.steps.add')}
              </Button>
            </div>
          );
        }}
      </Form.List>
    </fieldset>
  );
}
