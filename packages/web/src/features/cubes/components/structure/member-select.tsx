import { blankFilter } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { qry } from '../../../../lib/qry-client';

/** Members offered at most, in the reference's order (filtered by code or name as you type). */
const limit = 200;

/** One member of a reference (`ref:<id>`); `leaves` keeps to members without children, where facts sit. */
export function MemberSelect({
  refId,
  leaves,
  value,
  onChange,
  id,
  label,
}: {
  refId: string | undefined;
  leaves: boolean;
  value?: string;
  onChange?: (code: string) => void;
  id?: string;
  label: string;
}) {
  const members = useQuery({
    queryKey: ['qry', 'pick', 'members', refId, leaves],
    enabled: !!refId,
    queryFn: () =>
      qry.select({
        op: 'select',
        object: `ref:${refId}`,
        fields: ['code', 'name', 'leaf'],
        ...(leaves
          ? {
              filter: {
                ...blankFilter(),
                conditions: [{ isactive: true, field: 'leaf', op: 'eq', value: true }],
              },
            }
          : {}),
        orderby: { isActive: true, sorts: [{ field: 'position', dir: 'asc' }] },
        limit,
      }),
  });
  return (
    <Select
      id={id}
      aria-label={label}
      value={value}
      onChange={onChange}
      showSearch={{ optionFilterProp: 'label' }}
      loading={members.isFetching}
      disabled={!refId}
      options={(members.data?.rows ?? []).map((m) => ({
        value: String(m.code),
        label: m.name && m.name !== m.code ? `${String(m.name)} (${String(m.code)})` : String(m.code),
      }))}
    />
  );
}
