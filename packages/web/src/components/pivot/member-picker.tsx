import type { QryRow, RefTreeMember } from '@cubus/shared';
import { TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qry } from '../../lib/qry-client';
import { refChildren } from '../../lib/refs-client';

interface Node {
  title: string;
  value: string;
  key: string;
  isLeaf: boolean;
  children?: Node[];
}

const nodeOf = (m: RefTreeMember): Node => ({
  title: m.active ? m.name || m.code : `${m.name || m.code} ✕`,
  value: m.code,
  key: m.code,
  isLeaf: m.children === 0,
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
 * while searching, the members whose code or name match (`ref:<id>` search, any depth). The
 * version dimension's picker takes one member and offers no "All members": versions are not
 * added up; until one is chosen it shows the one the pivot opened with.
 */
export function MemberPicker({
  refId,
  label,
  value,
  onChange,
  single = false,
  shown,
}: {
  refId: string;
  label: string;
  value: string[];
  onChange: (codes: string[]) => void;
  /** One member, never all (the version dimension). */
  single?: boolean;
  /** The member applied while none is chosen (the version's first). */
  shown?: { code: string; name: string };
}) {
  const { t } = useTranslation();
  const [tree, setTree] = useState<Node[]>([]);
  const [found, setFound] = useState<Node[] | null>(null);
  const [search, setSearch] = useState('');

  useEffect(() => {
    let live = true;
    refChildren(refId, null)
      .then((members) => {
        if (!live) return;
        setTree(members.map(nodeOf));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [refId]);

  useEffect(() => {
    if (!search.trim()) {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      qry
        .select(
          { op: 'select', object: `ref:${refId}`, search, fields: ['code', 'name'], limit: 50 },
          { signal: controller.signal, showErrorToast: false },
        )
        .then((answer) => {
          const nodes = answer.rows.map((row: QryRow) => ({
            title: `${String(row.name || row.code)} (${String(row.code)})`,
            value: String(row.code),
            key: String(row.code),
            isLeaf: true,
          }));
          setFound(nodes);
        })
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [refId, search]);

  const loadData = async (node: { value?: unknown }) => {
    const code = String(node.value);
    if ((node as unknown as Node).children || found) return;
    const nodes = (await refChildren(refId, code)).map(nodeOf);
    setTree((previous) => attach(previous, code, nodes));
  };
  const common = {
    showSearch: { searchValue: search, onSearch: setSearch, filterTreeNode: false },
    'aria-label': label,
    className: 'pivot-member-picker',
    treeData: found ?? tree,
    loadData,
  };
  if (single)
    return (
      <TreeSelect<string>
        {...common}
        value={value[0] ?? shown?.code}
        placeholder={shown?.name}
        onChange={(code) => {
          onChange(code ? [code] : []);
          setSearch('');
        }}
      />
    );
  return (
    <TreeSelect<string[]>
      {...common}
      multiple
      allowClear
      placeholder={t('pivot.allMembers')}
      value={value}
      treeCheckable={false}
      onChange={(codes) => {
        onChange(codes ?? []);
        setSearch('');
      }}
    />
  );
}
