import { PlusOutlined, StarFilled } from '@ant-design/icons';
import { Button, Card, Checkbox, Col, Empty, List, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { StatusTag } from '../../../components/status-tag';
import { usePageTitle } from '../../../components/use-page-title';
import { pathFor } from '../../../lib/routes';
import { formatDay } from '../../demo-format';
import { DemoSearch } from '../../demo-search';
import { SideLink } from '../../demo-side-link';
import { useClosingToasts } from '../../use-closing-toasts';
import { inputOf, type TaskInput, useTaskChanges, useTasks } from './task-api';
import { TaskDrawer } from './task-drawer';
import { plainText, type Task, type TaskSort, taskFilters, taskSorts, taskTags } from './task-model';

/** /apps/todo, /apps/todo/:filter and /apps/todo/tag/:tag: the sample task list (param guards on the routes). */
export function Component() {
  const { t } = useTranslation('demo');
  const { filter, tag } = useParams();
  const title = t('todo.title');
  usePageTitle(title);
  const [q, setQ] = useState('');
  const [sortBy, setSortBy] = useState<TaskSort>('latest');
  const [open, setOpen] = useState<Task | null | undefined>(undefined);
  const { data: tasks = [], isPending } = useTasks({ q, filter, tag, sortBy });
  const { save, remove } = useTaskChanges();

  const closing = useClosingToasts(() => setOpen(undefined));
  const listToasts = useClosingToasts();
  const saveTask = (task: TaskInput, id = open?.id) =>
    save.mutate({ id, task }, closing(t(id === undefined ? 'todo.added' : 'todo.saved')));
  const toggleDone = (task: Task, isCompleted: boolean) =>
    save.mutate({ id: task.id, task: { ...inputOf(task), isCompleted } }, listToasts(t('todo.saved')));
  const deleteTask = (task: Task) => remove.mutate(task.id, closing(t('todo.deleted')));

  return (
    <>
      <PageHeader title={title} trail={[t('area')]} />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={6}>
          <Card>
            <Button type="primary" block icon={<PlusOutlined aria-hidden />} onClick={() => setOpen(null)}>
              {t('todo.drawer.add')}
            </Button>
            <nav aria-label={t('todo.filtersLabel')} className="demo-side-nav">
              <SideLink to={pathFor('apps-todo')}>{t('todo.filters.all')}</SideLink>
              {taskFilters.map((f) => (
                <SideLink key={f} to={pathFor('apps-todo-filter', { filter: f })}>
                  {t(`todo.filters.${f}`)}
                </SideLink>
              ))}
              <h2 className="demo-section-title">{t('todo.fields.tags')}</h2>
              {taskTags.map((each) => (
                <SideLink key={each} to={pathFor('apps-todo-tag', { tag: each })}>
                  {t(`todo.tags.${each}`)}
                </SideLink>
              ))}
            </nav>
          </Card>
        </Col>
        <Col xs={24} md={18}>
          <Card>
            <Space wrap className="demo-toolbar">
              <DemoSearch label={t('todo.search')} onSearch={setQ} />
              <Select<TaskSort>
                aria-label={t('todo.sortLabel')}
                value={sortBy}
                onChange={setSortBy}
                style={{ width: 200 }}
                options={taskSorts.map((s) => ({ value: s, label: t(`todo.sort.${s}`) }))}
              />
            </Space>
            <List<Task>
              loading={isPending}
              dataSource={tasks}
              locale={{ emptyText: <Empty description={t('todo.empty')} /> }}
              renderItem={(task) => (
                <List.Item
                  actions={[
                    <span key="due" className="demo-muted">
                      {formatDay(task.dueDate)}
                    </span>,
                  ]}
                >
                  <Space align="start">
                    <Checkbox
                      checked={task.isCompleted}
                      disabled={task.isDeleted}
                      aria-label={t('todo.markDone', { title: task.title })}
                      onChange={(event) => toggleDone(task, event.target.checked)}
                    />
                    <div className="demo-two-lines">
                      <Button
                        type="link"
                        className={`demo-task-title${task.isCompleted ? ' demo-task-title--done' : ''}`}
                        onClick={() => setOpen(task)}
                      >
                        {task.isImportant && <StarFilled aria-label={t('todo.fields.important')} />}{' '}
                        {task.title}
                      </Button>
                      <span className="demo-muted">
                        {task.assignee?.fullName ?? t('todo.unassigned')} ·{' '}
                        {plainText(task.description).slice(0, 80)}
                      </span>
                      <Space size={4} wrap>
                        {task.tags.map((each) => (
                          <StatusTag key={each} tone="info">
                            {t(`todo.tags.${each}`)}
                          </StatusTag>
                        ))}
                      </Space>
                    </div>
                  </Space>
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
      <TaskDrawer
        task={open}
        saving={save.isPending}
        onSave={(task) => saveTask(task)}
        onDelete={deleteTask}
        onClose={() => setOpen(undefined)}
      />
    </>
  );
}
