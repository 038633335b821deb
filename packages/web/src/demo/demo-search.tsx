import { Input } from 'antd';

/** A demo list's search box: labelled for screen readers, searched on Enter or the button. */
export function DemoSearch({ label, onSearch }: { label: string; onSearch: (q: string) => void }) {
  return (
    <Input.Search
      aria-label={label}
      placeholder={label}
      allowClear
      onSearch={onSearch}
      style={{ width: 260 }}
    />
  );
}
