import { ArrowDownOutlined, ArrowUpOutlined, DragOutlined, ReloadOutlined } from '@ant-design/icons';
import type { RefTreeMember } from '@cubus/shared';
import { Button, Space, Tree, type TreeDataNode, type TreeProps } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/api-error';
import { refChildren } from '../../../lib/refs-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import { refsApi } from '../api/refs-api';
import { dropTarget, type MoveTarget, stepTarget, type TreeIndex } from '../tree-drop';
import { MoveMemberDialog } from './move-member-dialog';

const rootKey = '';
const keyOf = (parent: string | null) => parent ?? rootKey;

/**
 * A reference's hierarchy, loaded a level at a time: expand, drag a member under another or
 * between siblings, or from the keyboard select one and Move to…, Move up, Move down.
 */
export function RefTree({
  refId,
  canMove,
  onMoved,
}: {
  refId: string;
  canMove: boolean;
  onMoved: () => void;
}) {
  const { t } = useTranslation();
  const [levels, setLevels] = useState<ReadonlyMap<string, RefTreeMember[]>>(() => new Map());
  const [expanded, setExpanded] = useState<string[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);

  const load = useCallback(
    async (parent: string | null) => {
      const members = await refChildren(refId, parent);
      setLevels((previous) => new Map(previous).set(keyOf(parent), members));
      return members;
    },
    [refId],
  );
  useEffect(() => {
    load(null).catch(() => undefined);
  }, [load]);

  const parentOf = useMemo(() => {
    const map = new Map<string, string | null>();
    for (const [parent, members] of levels)
      for (const m of members) map.set(m.code, parent === rootKey ? null : parent);
    return map;
  }, [levels]);
  const index: TreeIndex = {
    parentOf: (code) => parentOf.get(code) ?? null,
    childrenOf: (parent) => (levels.get(keyOf(parent)) ?? []).map((m) => m.code),
  };

  const nodesOf = (parent: string | null): TreeDataNode[] =>
    (levels.get(keyOf(parent)) ?? []).map((m) => ({
      key: m.code,
      title: (
        <span className={m.active ? undefined : 'ref-tree__inactive'}>
          {m.name || m.code} <span className="ref-tree__code">{m.code}</span>
          {!m.active && ` · ${t('refs.tree.inactive')}`}
        </span>
      ),
      isLeaf: m.children === 0,
      children: levels.has(m.code) ? nodesOf(m.code) : undefined,
    }));

  const move = async (code: string, target: MoveTarget) => {
    const from = index.parentOf(code);
    await refsApi.move(refId, code, target.parent, target.before);
    // The old and new parents' lists, and their parents' (a member may have become a leaf or not).
    const touched = new Set([
      from,
      target.parent,
      from && index.parentOf(from),
      target.parent && index.parentOf(target.parent),
    ]);
    for (const parent of touched)
      if (parent !== undefined && (parent === null || levels.has(parent))) await load(parent);
    if (target.parent && !expanded.includes(target.parent)) setExpanded([...expanded, target.parent]);
    toastSuccess(t('refs.tree.moved', { code }));
    onMoved();
  };
  const tryMove = (code: string, target: MoveTarget | null) => {
    if (!target) return;
    move(code, target).catch((error: unknown) => toastError(errorMessageOf(error)));
  };

  const onDrop: TreeProps['onDrop'] = (info) => {
    const target = String(info.node.key);
    const position = info.node.pos.split('-');
    const relative = info.dropPosition - Number(position[position.length - 1]);
    tryMove(
      String(info.dragNode.key),
      dropTarget(index, {
        dragged: String(info.dragNode.key),
        target,
        relative,
        intoGap: info.dropToGap,
        targetOpen: info.node.expanded ?? false,
      }),
    );
  };

  return (
    <div className="ref-tree">
      <Space wrap className="ref-tree__actions">
        <Button
          icon={<ReloadOutlined aria-hidden />}
          onClick={() => void load(null).then(() => setExpanded([]))}
        >
          {t('common.refresh')}
        </Button>
        {canMove && (
          <>
            <Button icon={<DragOutlined aria-hidden />} disabled={!selected} onClick={() => setMoving(true)}>
              {t('refs.tree.moveTo')}
            </Button>
            <Button
              icon={<ArrowUpOutlined aria-hidden />}
              disabled={!selected}
              onClick={() => selected && tryMove(selected, stepTarget(index, selected, -1))}
            >
              {t('refs.tree.up')}
            </Button>
            <Button
              icon={<ArrowDownOutlined aria-hidden />}
              disabled={!selected}
              onClick={() => selected && tryMove(selected, stepTarget(index, selected, 1))}
            >
              {t('refs.tree.down')}
            </Button>
          </>
        )}
      </Space>
      {levels.get(rootKey)?.length === 0 && <p>{t('refs.tree.empty')}</p>}
      <Tree
        aria-label={t('refs.tree.label')}
        blockNode
        showLine
        draggable={canMove ? { icon: false } : false}
        treeData={nodesOf(null)}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys.map(String))}
        selectedKeys={selected ? [selected] : []}
        onSelect={(keys) => setSelected(keys[0] === undefined ? null : String(keys[0]))}
        loadData={async (node) => {
          if (!levels.has(String(node.key))) await load(String(node.key));
        }}
        onDrop={onDrop}
      />
      {moving && selected && (
        <MoveMemberDialog
          refId={refId}
          code={selected}
          onClose={() => setMoving(false)}
          onMove={async (target) => {
            await move(selected, target);
            setMoving(false);
          }}
        />
      )}
    </div>
  );
}
