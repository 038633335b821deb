import type { SelectHTMLAttributes } from 'react';

export interface Choice {
  value: string;
  label: string;
}

/** A plain `<select>`: keyboard and screen readers know it, and it needs no popup layer. */
export function NativeSelect({
  choices,
  placeholder,
  className,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { choices: Choice[]; placeholder?: string }) {
  return (
    <select className={`native-select ${className ?? ''}`} {...rest}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
