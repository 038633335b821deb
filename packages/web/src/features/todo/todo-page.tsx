import { PlusOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { type TodoFilter, type TodoSort, type TodoTag, todoSorts } from '@cubus/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Empty, Input, Segmented, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { DataGrid } from '../../components/grid/data-grid';
import { NativeSelect } from '../../components/grid/native-select';
import { PageHeader } from '../../components/page-header';
import { RequireAbility } from '../../components/require-ability';
import { usePageTitle } from '../../components/use-page-title';
import { qry } from '../../lib/qry-client';
import { pathFor } from '../../lib/routes';
import { TodoEditor } from './todo-editor';
import { todoFilters, todoTags } from './todo-params';
import { type TodoTask, todoSelect } from './todo-query';
import './todo.css';

/** One screen for /cubus/todo, its filters and its tags; the router already rejected bad params. */
export function Component() {
  return (
    <RequireAbility action="read" subject="todo">
      <TodoScreen />
    </RequireAbility>
  );
}

function TodoScreen() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const params = useParams();
  const filter = params.filter as TodoFilter | undefined;
  const tag = params.tag as TodoTag | undefined;
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TodoSort>('latest');
  const [editing, setEditing] = useState<{ task: TodoTask | null } | null>(null);
  const [view, setView] = useState<'list' | 'grid'>('list');
  const title = filter
    ? t(`todo.filters.${filter}`)
    : tag
      ? t('todo.tagTitle', { tag: t(`todo.tags.${tag}`) })
      : t('menu.todo');
  usePageTitle(title);
  const route = { ...(filter ? { filter } : {}), ...(tag ? { tag } : {}) };
  const tasks = useQuery({
    queryKey: ['qry', 'todo', 'list', filter ?? null, tag ?? null, search, sort],
    queryFn: () => qry.select(todoSelect(route, search, sort)),
  });
  const reload = () => void client.invalidateQueries({ queryKey: ['qry', 'todo'] });
  const quick = async (task: TodoTask, values: Partial<TodoTask>) => {
    await qry.update('todo', task.id, task.version, values).catch(() => undefined);
    reload();
  };
  const rows = (tasks.data?.rows ?? []) as unknown as TodoTask[];

  return (
    <>
      <PageHeader
        title={title}
        trail={filter || tag ? [{ title: t('menu.todo'), to: pathFor('cubus-todo') }] : []}
      />
      <Segmented
        className="ribbon-switch"
        aria-label={t('todo.view')}
        value={view}
        options={[
          { value: 'list', label: t('todo.list') },
          { value: 'grid', label: t('todo.grid') },
        ]}
        onChange={(next) => setView(next as 'list' | 'grid')}
      />
      {view === 'grid' ? (
        <DataGrid
          object="todo"
          label={t('todo.allTasksGrid')}
          refreshSignal={tasks.dataUpdatedAt}
          empty={{ purpose: t('todo.purpose') }}
        />
      ) : (
        <div className="todo-app">
          <nav className="todo-app__sidebar" aria-label={t('todo.sidebar')}>
            <Button
              type="primary"
              block
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setEditing({ task: null })}
            >
              {t('todo.addTask')}
            </Button>
            <ul className="todo-app__links">
              <li>
                <NavLink end to={pathFor('cubus-todo')}>
                  {t('todo.all')}
                </NavLink>
              </li>
              {todoFilters.map((name) => (
                <li key={name}>
                  <NavLink to={pathFor('cubus-todo-filter', { filter: name })}>
                    {t(`todo.filters.${name}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <h2 className="todo-app__heading">{t('todo.tagsHeading')}</h2>
            <ul className="todo-app__links">
              {todoTags.map((name) => (
                <li key={name}>
                  <NavLink to={pathFor('cubus-todo-tag', { tag: name })}>
                    <span className={`todo-dot todo-dot--${name}`} aria-hidden /> {t(`todo.tags.${name}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <section className="todo-app__main" aria-label={title}>
            <div className="todo-app__bar">
              <Input.Search
                aria-label={t('todo.search')}
                placeholder={t('todo.search')}
                allowClear
                onSearch={setSearch}
                onChange={(event) => event.target.value === '' && setSearch('')}
              />
              <NativeSelect
                aria-label={t('todo.sortBy')}
                value={sort}
                choices={todoSorts.map((name) => ({ value: name, label: t(`todo.sorts.${name}`) }))}
                onChange={(event) => setSort(event.target.value as TodoSort)}
              />
            </div>
            {tasks.isPending && <Spin aria-label={t('app.loading')} />}
            {!tasks.isPending && rows.length === 0 && <Empty description={t('todo.empty')} />}
            {(tasks.data?.total ?? 0) > rows.length && (
              <Alert
                type="info"
                showIcon
                data-testid="todo-capped"
                title={t('todo.capped', { shown: rows.length, total: tasks.data?.total })}
              />
            )}
            <ul className="todo-list" data-testid="todo-list">
              {rows.map((task) => (
                <li
                  key={task.id}
                  className={`todo-item${task.isCompleted ? ' is-completed' : ''}`}
                  data-testid="todo-item"
                >
                  <Checkbox
                    aria-label={t('todo.markCompleted', { task: task.title })}
                    checked={task.isCompleted}
                    disabled={task.isDeleted}
                    onChange={(event) => void quick(task, { isCompleted: event.target.checked })}
                  />
                  <button type="button" className="todo-item__title" onClick={() => setEditing({ task })}>
                    {task.title}
                  </button>
                  <span className="todo-item__meta">
                    {task.tags.map((name) => (
                      <Tag key={name} className={`todo-tag todo-tag--${name}`}>
                        {t(`todo.tags.${name}`, { defaultValue: name })}
                      </Tag>
                    ))}
                    {task.assigneeName || task.assigneeUsername ? (
                      <span className="muted">{task.assigneeName || task.assigneeUsername}</span>
                    ) : null}
                    {task.dueDate && <time dateTime={task.dueDate}>{task.dueDate}</time>}
                  </span>
                  <Button
                    type="text"
                    size="small"
                    aria-pressed={task.isImportant}
                    aria-label={t('todo.markImportant', { task: task.title })}
                    icon={
                      task.isImportant ? (
                        <StarFilled aria-hidden className="todo-star" />
                      ) : (
                        <StarOutlined aria-hidden />
                      )
                    }
                    disabled={task.isDeleted}
                    onClick={() => void quick(task, { isImportant: !task.isImportant })}
                  />
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
      <TodoEditor
        task={editing?.task ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onDone={reload}
      />
    </>
  );
}
