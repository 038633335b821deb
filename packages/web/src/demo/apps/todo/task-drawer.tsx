import { Button, Checkbox, Drawer, Form, Input, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskInput } from './task-api';
import { taskAssignees } from './task-data';
import { plainText, type Task, taskTags } from './task-model';

interface TaskFormValues {
  title: string;
  dueDate: string;
  assignee?: string;
  tags: Task['tags'];
  description: string;
  isImportant: boolean;
  isCompleted: boolean;
}

interface TaskDrawerProps {
  /** The task to edit; null adds one; undefined: closed. */
  task: Task | null | undefined;
  saving: boolean;
  onSave: (task: TaskInput) => void;
  onDelete: (task: Task) => void;
  onClose: () => void;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Adds or edits a task in a side panel; Delete moves it to the deleted filter. */
export function TaskDrawer({ task, saving, onSave, onDelete, onClose }: TaskDrawerProps) {
  const { t } = useTranslation('demo');
  const [form] = Form.useForm<TaskFormValues>();
  useEffect(() => {
    if (task === undefined) return;
    form.resetFields();
    if (task)
      form.setFieldsValue({
        ...task,
        assignee: task.assignee?.fullName,
        description: plainText(task.description),
      });
  }, [task, form]);

  const finish = (values: TaskFormValues) => {
    const assignee = taskAssignees.find((a) => a.fullName === values.assignee) ?? null;
    const description = values.description.trim() ? `<p>${escapeHtml(values.description.trim())}</p>` : '';
    onSave({ ...values, assignee, description, tags: values.tags ?? [] });
  };
  const required = { required: true, whitespace: true, message: t('common.required') };

  return (
    <Drawer
      open={task !== undefined}
      onClose={onClose}
      title={task ? t('todo.drawer.edit') : t('todo.drawer.add')}
      size="large"
      destroyOnHidden
    >
      <Form<TaskFormValues>
        form={form}
        layout="vertical"
        initialValues={{ tags: [], description: '', isImportant: false, isCompleted: false }}
        onFinish={finish}
      >
        <Form.Item name="title" label={t('todo.fields.title')} rules={[required, { max: 200 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="dueDate" label={t('todo.fields.dueDate')} rules={[required]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="assignee" label={t('todo.fields.assignee')}>
          <Select allowClear options={taskAssignees.map((a) => ({ value: a.fullName, label: a.fullName }))} />
        </Form.Item>
        <Form.Item name="tags" label={t('todo.fields.tags')}>
          <Select
            mode="multiple"
            options={taskTags.map((tag) => ({ value: tag, label: t(`todo.tags.${tag}`) }))}
          />
        </Form.Item>
        <Form.Item name="description" label={t('todo.fields.description')} rules={[{ max: 5000 }]}>
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item name="isImportant" valuePropName="checked">
          <Checkbox>{t('todo.fields.important')}</Checkbox>
        </Form.Item>
        <Form.Item name="isCompleted" valuePropName="checked">
          <Checkbox>{t('todo.fields.completed')}</Checkbox>
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {task ? t('common.save') : t('todo.drawer.add')}
          </Button>
          {task && !task.isDeleted && (
            <Button danger onClick={() => onDelete(task)}>
              {t('todo.drawer.delete')}
            </Button>
          )}
          <Button onClick={onClose}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </Drawer>
  );
}
