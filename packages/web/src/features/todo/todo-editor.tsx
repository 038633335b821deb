import { todoTags } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Drawer, Form, Input, Space } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/date-input';
import { NativeSelect } from '../../components/grid/native-select';
import { errorCodeOf, errorMessageOf } from '../../lib/api-error';
import { qry } from '../../lib/qry-client';
import { toastError, toastSuccess } from '../../lib/toast';
import { RichText } from './rich-text';
import type { TodoTask } from './todo-query';

interface Draft {
  title: string;
  description: string;
  dueDate: string;
  assigneeId: string;
  tags: string[];
  isImportant: boolean;
  isCompleted: boolean;
}

const draftOf = (task: TodoTask | null): Draft => ({
  title: task?.title ?? '',
  description: task?.description ?? '',
  dueDate: task?.dueDate ?? '',
  assigneeId: task?.assigneeId ?? '',
  tags: task?.tags ?? [],
  isImportant: task?.isImportant ?? false,
  isCompleted: task?.isCompleted ?? false,
});

/** The task side panel: create or edit a task, delete (soft) or restore it. */
export function TodoEditor({
  task,
  open,
  onClose,
  onDone,
}: {
  task: TodoTask | null;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(task));
  const [titleError, setTitleError] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setDraft(draftOf(task));
    setTitleError(false);
  }, [task]);
  const users = useQuery({
    queryKey: ['qry', 'users', 'picker'],
    queryFn: () =>
      qry.select({ op: 'select', object: 'users', fields: ['id', 'username', 'fullName'], limit: 1000 }),
    enabled: open,
  });
  const set = (patch: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...patch }));

  const save = async () => {
    if (!draft.title.trim()) {
      setTitleError(true);
      return;
    }
    const values = {
      title: draft.title.trim(),
      description: draft.description,
      dueDate: draft.dueDate || null,
      assigneeId: draft.assigneeId || null,
      tags: draft.tags,
      isImportant: draft.isImportant,
      isCompleted: draft.isCompleted,
    };
    setBusy(true);
    try {
      if (task) {
        await qry.update('todo', task.id, task.version, values, { showErrorToast: false });
        toastSuccess(t('todo.saved'));
      } else {
        await qry.create('todo', values);
        toastSuccess(t('todo.created'));
      }
      onDone();
      onClose();
    } catch (error) {
      if (task) toastError(errorCodeOf(error) === 'conflict' ? t('records.conflict') : errorMessageOf(error));
      if (errorCodeOf(error) === 'conflict') onDone();
    } finally {
      setBusy(false);
    }
  };
  const change = async (op: 'delete' | 'restore') => {
    if (!task) return;
    await qry.change(op, 'todo', [task.id]);
    toastSuccess(t(op === 'delete' ? 'todo.deleted' : 'todo.restored'));
    onDone();
    onClose();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={520}
      title={task ? t('todo.editor.editTitle') : t('todo.editor.newTitle')}
      closable={{ 'aria-label': t('records.cancel') }}
      destroyOnHidden
    >
      <Form layout="vertical" id={formId} onFinish={() => void save()}>
        <Form.Item
          label={t('fields.todo.title')}
          htmlFor={`${formId}-title`}
          required
          validateStatus={titleError ? 'error' : undefined}
          help={titleError ? t('records.errors.required') : undefined}
        >
          <Input
            id={`${formId}-title`}
            value={draft.title}
            maxLength={200}
            onChange={(event) => set({ title: event.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('fields.todo.assigneeId')} htmlFor={`${formId}-assignee`}>
          <NativeSelect
            id={`${formId}-assignee`}
            value={draft.assigneeId}
            placeholder={t('todo.unassigned')}
            choices={(users.data?.rows ?? []).map((user) => ({
              value: String(user.id),
              label: String(user.fullName || user.username),
            }))}
            onChange={(event) => set({ assigneeId: event.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('fields.todo.dueDate')} htmlFor={`${formId}-due`}>
          <DateInput
            id={`${formId}-due`}
            value={draft.dueDate}
            onChange={(day) => set({ dueDate: day ?? '' })}
          />
        </Form.Item>
        <fieldset className="todo-editor__tags">
          <legend>{t('fields.todo.tags')}</legend>
          <Checkbox.Group
            value={draft.tags}
            options={todoTags.map((tag) => ({ value: tag, label: t(`todo.tags.${tag}`) }))}
            onChange={(tags) => set({ tags: tags as string[] })}
          />
        </fieldset>
        <Space className="todo-editor__flags">
          <Checkbox
            checked={draft.isImportant}
            onChange={(event) => set({ isImportant: event.target.checked })}
          >
            {t('fields.todo.isImportant')}
          </Checkbox>
          <Checkbox
            checked={draft.isCompleted}
            onChange={(event) => set({ isCompleted: event.target.checked })}
          >
            {t('fields.todo.isCompleted')}
          </Checkbox>
        </Space>
        <Form.Item label={t('fields.todo.description')}>
          <RichText
            label={t('fields.todo.description')}
            value={draft.description}
            onChange={(description) => set({ description })}
          />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={busy}>
            {task ? t('records.save') : t('todo.editor.create')}
          </Button>
          {task && !task.isDeleted && (
            <Button danger onClick={() => void change('delete').catch(() => undefined)}>
              {t('grid.toolbar.delete')}
            </Button>
          )}
          {task?.isDeleted && (
            <Button onClick={() => void change('restore').catch(() => undefined)}>
              {t('grid.toolbar.restore')}
            </Button>
          )}
          <Button onClick={onClose}>{t('records.cancel')}</Button>
        </Space>
      </Form>
    </Drawer>
  );
}
