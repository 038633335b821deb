import type { QryRow, RefTreeMember } from '@cubus/shared';
import { TreeSelect } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qry } from '../../lib/qry-client';
import { refChildren } from '../../lib/refs-client';

/** What the pivot remembers of a chosen member: enough to find the facts under it. */
export interface KnownMember {
  code: string;
  id: number;
  leaf: boolean;
  name: string;
}

interface Node {
  title: string;
  value: string;
  key: string;
  isLeaf: boolean;
  children?: Node[];
  member: KnownMember;
}

const nodeOf = (m: RefTreeMember): Node => ({
  title: m.active ? m.name || m.code : `${m.name || m.code} ✕`,
  value: m.code,
  key: m.code,
  isLeaf: m.children === 0,
  member: { code: m.code, id: m.id, leaf: m.children === 0, name: m.name },
});

function attach(nodes: Node[], parent: string, children: Node[]): Node[] {
  return nodes.map((node) =>
    node.value === parent
      ? { ...node, children }
      : node.children
        ? { ...node, children: attach(node.children, parent, children) }
        : node,
  );
}

/**
 * Members of a reference to filter a pivot by: the hierarchy level by level (`/api/refs/tree`), or,
 * while searching, the members whose code or name match (`ref:<id>` search, any depth).
 */
export function MemberPicker({
  refId,
  label,
  value,
  onChange,
}: {
  refId: string;
  label: string;
  value: string[];
  onChange: (codes: string[], members: KnownMember[]) => void;
}) {
  const { t } = useTranslation();
  const [tree, setTree] = useState<Node[]>([]);
  const [found, setFound] = useState<Node[] | null>(null);
  const [search, setSearch] = useState('');
  const [known, setKnown] = useState<Map<string, KnownMember>>(() => new Map());
  const remember = useCallback(
    (nodes: Node[]) =>
      setKnown((previous) => {
        const next = new Map(previous);
        for (const node of nodes) next.set(node.value, node.member);
        return next;
      }),
    [],
  );

  useEffect(() => {
    let live = true;
    refChildren(refId, null)
      .then((members) => {
        if (!live) return;
        const nodes = members.map(nodeOf);
        setTree(nodes);
        remember(nodes);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [refId, remember]);

  useEffect(() => {
    if (!search.trim()) {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      qry
        .select(
          { op: 'select', object: `ref:${refId}`, search, fields: ['id', 'code', 'name', 'leaf'], limit: 50 },
          { signal: controller.signal, showErrorToast: false },
        )
        .then((answer) => {
          const nodes = answer.rows.map((row: QryRow) => ({
            title: `${String(row.name || row.code)} (${String(row.code)})`,
            value: String(row.code),
            key: String(row.code),
            isLeaf: true,
            member: {
              code: String(row.code),
              id: Number(row.id),
              leaf: Boolean(row.leaf),
              name: String(row.name),
            },
          }));
          setFound(nodes);
          remember(nodes);
        })
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [refId, search, remember]);

  return (
    <TreeSelect<string[]>
      multiple
      showSearch={{ searchValue: search, onSearch: setSearch, filterTreeNode: false }}
      allowClear
      aria-label={label}
      className="pivot-member-picker"
      placeholder={t('pivot.allMembers')}
      value={value}
      treeData={found ?? tree}
      treeCheckable={false}
      loadData={async (node) => {
        const code = String(node.value);
        if ((node as unknown as Node).children || found) return;
        const nodes = (await refChildren(refId, code)).map(nodeOf);
        remember(nodes);
        setTree((previous) => attach(previous, code, nodes));
      }}
      onChange={(codes) => {
        const list = codes ?? [];
        onChange(
          list,
          list.map((code) => known.get(code)).filter((m): m is KnownMember => m !== undefined),
        );
        setSearch('');
      }}
    />
  );
}
