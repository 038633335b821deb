import { objectKinds, type QryRow, type RibbonEntry } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Input, Segmented, Spin } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataGrid } from '../../components/grid/data-grid';
import { NativeSelect } from '../../components/grid/native-select';
import { PageHeader } from '../../components/page-header';
import { RequireAbility } from '../../components/require-ability';
import { usePageTitle } from '../../components/use-page-title';
import { subscribeRibbon } from '../../lib/live-events';
import { qry } from '../../lib/qry-client';
import { pathFor } from '../../lib/routes';
import { matchesRibbonFilter, type RibbonFilter, ribbonFilterNode } from './ribbon-filter';

const pageSize = 50;

/** `/cubus/ribbon`: the domain's activity as a feed and as a grid; new entries arrive live (SSE). */
export function Component() {
  return (
    <RequireAbility action="read" subject="ribbon">
      <RibbonScreen />
    </RequireAbility>
  );
}

function RibbonScreen() {
  const { t } = useTranslation();
  const title = t('menu.ribbon');
  usePageTitle(title);
  const [view, setView] = useState<'feed' | 'grid'>('feed');
  const [live, setLive] = useState<RibbonEntry[]>([]);
  const [signal, setSignal] = useState(0);
  useEffect(
    () =>
      subscribeRibbon((entry) => {
        setLive((previous) =>
          previous.some((e) => e.id === entry.id) ? previous : [entry, ...previous].slice(0, 500),
        );
        setSignal((n) => n + 1);
      }),
    [],
  );
  return (
    <>
      <PageHeader title={title} />
      <Segmented
        className="ribbon-switch"
        aria-label={t('ribbon.view')}
        value={view}
        options={[
          { value: 'feed', label: t('ribbon.feed') },
          { value: 'grid', label: t('ribbon.grid') },
        ]}
        onChange={(next) => setView(next as 'feed' | 'grid')}
      />
      {view === 'feed' ? (
        <RibbonFeed live={live} />
      ) : (
        <DataGrid object="ribbon" label={title} refreshSignal={signal} />
      )}
    </>
  );
}

function RibbonFeed({ live }: { live: RibbonEntry[] }) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const [filter, setFilter] = useState<RibbonFilter>({});
  const [limit, setLimit] = useState(pageSize);
  const [since] = useState(() => Date.now());
  const users = useQuery({
    queryKey: ['qry', 'users', 'picker'],
    queryFn: () =>
      qry.select({ op: 'select', object: 'users', fields: ['id', 'username', 'fullName'], limit: 1000 }),
  });
  const entries = useQuery({
    queryKey: ['qry', 'ribbon', 'feed', filter, limit],
    queryFn: () =>
      qry.select({
        op: 'select',
        object: 'ribbon',
        filter: ribbonFilterNode(filter),
        orderby: { isActive: true, sorts: [{ field: 'at', dir: 'desc' }] },
        limit,
      }),
  });
  const loadedIds = new Set((entries.data?.rows ?? []).map((row) => String(row.id)));
  const fresh = live.filter(
    (entry) =>
      !loadedIds.has(entry.id) &&
      Date.parse(entry.at) >= since - 60_000 &&
      matchesRibbonFilter(entry, filter),
  );
  const rows: QryRow[] = [...fresh, ...(entries.data?.rows ?? [])];
  const set = (patch: RibbonFilter) => {
    setFilter((previous) => ({ ...previous, ...patch }));
    setLimit(pageSize);
  };

  return (
    <section className="ribbon-feed" aria-label={t('ribbon.feed')}>
      <div className="ribbon-feed__filters">
        <NativeSelect
          aria-label={t('ribbon.kind')}
          value={filter.kind ?? ''}
          placeholder={t('ribbon.anyKind')}
          choices={objectKinds.map((kind) => ({
            value: kind,
            label: t(`objects.kinds.${kind}`, { defaultValue: kind }),
          }))}
          onChange={(event) => set({ kind: event.target.value || undefined })}
        />
        <NativeSelect
          aria-label={t('ribbon.user')}
          value={filter.actorId ?? ''}
          placeholder={t('ribbon.anyUser')}
          choices={(users.data?.rows ?? []).map((user) => ({
            value: String(user.id),
            label: String(user.fullName || user.username),
          }))}
          onChange={(event) => set({ actorId: event.target.value || undefined })}
        />
        <span className="ribbon-feed__date">
          <label htmlFor={`${formId}-from`}>{t('ribbon.from')}</label>
          <Input
            id={`${formId}-from`}
            type="date"
            value={filter.from ?? ''}
            onChange={(event) => set({ from: event.target.value || undefined })}
          />
        </span>
        <span className="ribbon-feed__date">
          <label htmlFor={`${formId}-to`}>{t('ribbon.to')}</label>
          <Input
            id={`${formId}-to`}
            type="date"
            value={filter.to ?? ''}
            onChange={(event) => set({ to: event.target.value || undefined })}
          />
        </span>
      </div>
      {entries.isPending && <Spin aria-label={t('app.loading')} />}
      {!entries.isPending && rows.length === 0 && <Empty description={t('ribbon.empty')} />}
      <ol className="ribbon-feed__list" aria-live="polite" data-testid="ribbon-feed">
        {rows.map((row) => (
          <RibbonItem key={String(row.id)} row={row} language={i18n.language} />
        ))}
      </ol>
      {entries.data && entries.data.total > (entries.data.rows.length ?? 0) && (
        <Button onClick={() => setLimit((n) => n + pageSize)}>{t('ribbon.more')}</Button>
      )}
    </section>
  );
}

function RibbonItem({ row, language }: { row: QryRow; language: string }) {
  const { t } = useTranslation();
  const kind = row.kind ? String(row.kind) : null;
  const objectId = row.objectId ? String(row.objectId) : null;
  const action = String(row.action);
  const at = new Date(String(row.at));
  const details = (row.details ?? {}) as Record<string, unknown>;
  const extra = Object.entries(details).filter(([name]) => !['kind', 'id', 'name'].includes(name));
  const link =
    kind && objectId && kind !== 'ribbon'
      ? pathFor('cubus-recordpage', { object: kind, record: objectId })
      : null;
  return (
    <li className="ribbon-item" data-testid="ribbon-entry">
      <time dateTime={at.toISOString()} className="ribbon-item__time">
        {at.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'medium' })}
      </time>
      <span className="ribbon-item__text">
        <strong>{String(row.actor)}</strong> {t(`ribbon.actions.${action}`, { defaultValue: action })}{' '}
        {kind && <span className="muted">{t(`objects.kinds.${kind}`, { defaultValue: kind })}</span>}{' '}
        {row.object ? (
          link ? (
            <Link to={link}>{String(row.object)}</Link>
          ) : (
            <em>{String(row.object)}</em>
          )
        ) : null}
      </span>
      {extra.length > 0 && (
        <span className="ribbon-item__details muted">
          {extra
            .map(([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
            .join(' · ')}
        </span>
      )}
    </li>
  );
}
