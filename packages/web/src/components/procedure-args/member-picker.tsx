import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { procedureArgsApi } from './procedure-args-api';

interface MemberPickerProps {
  refId: string | null;
  id?: string;
  value?: string;
  onChange?: (code: string | undefined) => void;
  'aria-label'?: string;
}

/** A member of a reference by its code, searched on the server as one types. */
export function MemberPicker({ refId, id, value, onChange, 'aria-label': label }: MemberPickerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  // Waits for a pause in typing, so a word is one request and not one per letter.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const members = useQuery({
    queryKey: ['procedures', 'members', refId, search],
    queryFn: () => procedureArgsApi.members(refId ?? '', search),
    enabled: refId !== null,
  });
  return (
    <Select
      id={id}
      className="procedure-args__input"
      aria-label={label}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      value={value}
      onChange={onChange}
      loading={members.isFetching}
      disabled={refId === null}
      placeholder={t('procedures.run.memberPlaceholder')}
      notFoundContent={members.isFetching ? t('app.loading') : t('procedures.run.noMembers')}
      options={(members.data ?? []).map((member) => ({
        value: member.code,
        label: member.name && member.name !== member.code ? `${member.code} — ${member.name}` : member.code,
      }))}
    />
  );
}
