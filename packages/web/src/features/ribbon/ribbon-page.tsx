import { objectKinds, type QryRow, type RibbonEntry } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Input, Segmented, Spin } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/date-input';
import type { CellPresenters } from '../../components/grid/cell-value';
import { DataGrid } from '../../components/grid/data-grid';
import { NativeSelect } from '../../components/grid/native-select';
import { PageHeader } from '../../components/page-header';
import { runObjectName } from '../../components/procedure-args/procedure-in-language';
import { RequireAbility } from '../../components/require-ability';
import { RibbonObject, RibbonSentence, ribbonObjectName } from '../../components/ribbon-sentence';
import { usePageTitle } from '../../components/use-page-title';
import { subscribeRibbon } from '../../lib/live-events';
import { qry } from '../../lib/qry-client';
import { builtinsNamedWith, matchesRibbonFilter, type RibbonFilter, ribbonFilterNode } from './ribbon-filter';

const pageSize = 50;

/** The grid says each entry's action as the feed does, a sentence, never as its code; its object as the sentence names it. */
const ribbonCells: CellPresenters = {
  object: { fields: ['details', 'builtin'], render: (row) => <RibbonObject row={row} /> },
  action: {
    fields: ['actor', 'object', 'details', 'kind', 'objectId', 'builtin'],
    // One span: the cell lays out its children as flex items, which would drop the sentence's spaces.
    render: (row) => (
      <span>
        <RibbonSentence row={row} />
      </span>
    ),
  },
};

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
        // A folded line (a day's sign-ins) comes again with its new count: it moves to the top.
        setLive((previous) => [entry, ...previous.filter((e) => e.id !== entry.id)].slice(0, 500));
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
        <DataGrid object="ribbon" label={title} refreshSignal={signal} cells={ribbonCells} />
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
  // A built-in procedure's runs are found by the name the feed shows them by.
  const builtins = filter.object
    ? builtinsNamedWith(filter.object, (builtin) => String(runObjectName(t, '', builtin)))
    : [];
  const entries = useQuery({
    queryKey: ['qry', 'ribbon', 'feed', filter, builtins, limit],
    queryFn: () =>
      qry.select({
        op: 'select',
        object: 'ribbon',
        filter: ribbonFilterNode(filter, builtins),
        orderby: { isActive: true, sorts: [{ field: 'at', dir: 'desc' }] },
        limit,
      }),
  });
  const fresh = live.filter(
    (entry) =>
      Date.parse(entry.at) >= since - 60_000 &&
      matchesRibbonFilter(entry, filter, (shown) => ribbonObjectName(shown, t)),
  );
  const freshIds = new Set(fresh.map((entry) => entry.id));
  const rows: QryRow[] = [
    ...fresh,
    ...(entries.data?.rows ?? []).filter((row) => !freshIds.has(String(row.id))),
  ];
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
        <Input
          aria-label={t('ribbon.object')}
          placeholder={t('ribbon.anyObject')}
          allowClear
          value={filter.object ?? ''}
          onChange={(event) => set({ object: event.target.value || undefined })}
          style={{ maxWidth: 220 }}
        />
        <span className="ribbon-feed__date">
          <label htmlFor={`${formId}-from`}>{t('ribbon.from')}</label>
          <DateInput id={`${formId}-from`} value={filter.from} onChange={(from) => set({ from })} />
        </span>
        <span className="ribbon-feed__date">
          <label htmlFor={`${formId}-to`}>{t('ribbon.to')}</label>
          <DateInput id={`${formId}-to`} value={filter.to} onChange={(to) => set({ to })} />
        </span>
      </div>
      {entries.isPending && <Spin aria-label={t('app.loading')} />}
      {!entries.isPending && rows.length === 0 && (
        <Empty
          description={t(Object.values(filter).some(Boolean) ? 'ribbon.emptyFiltered' : 'ribbon.empty')}
        />
      )}
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
  const at = new Date(String(row.at));
  return (
    <li className="ribbon-item" data-testid="ribbon-entry">
      <time dateTime={at.toISOString()} className="ribbon-item__time">
        {at.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'medium' })}
      </time>
      <span className="ribbon-item__text">
        <RibbonSentence row={row} />
        {kind && kind !== 'ribbon' && (
          <span className="muted"> · {t(`objects.kinds.${kind}`, { defaultValue: kind })}</span>
        )}
      </span>
    </li>
  );
}
