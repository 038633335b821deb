import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How the console writes a day, in grids and lists as here, whatever its language. */
const isoDay = 'YYYY-MM-DD';

interface DateInputProps {
  /** The day as `yyyy-mm-dd`; empty or undefined: none. */
  value?: string | null | undefined;
  onChange?: (value: string | undefined) => void;
  id?: string;
  'aria-label'?: string;
  className?: string;
}

/**
 * A day typed as `yyyy-mm-dd`, as the console's grids and lists show days, or picked from a
 * calendar in the console's language (antd's locale). A native date input writes and names days
 * in the browser's own language, whatever the console speaks.
 * Enter while the calendar is open takes the typed day, it does not also send the form around it.
 */
export function DateInput({ value, onChange, ...rest }: DateInputProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const day = value ? dayjs(value, isoDay) : null;
  return (
    <DatePicker
      {...rest}
      format={isoDay}
      // The form a day is typed in, in the console's words: shorter than antd's "Select date".
      placeholder={t('common.dayPlaceholder')}
      value={day?.isValid() ? day : null}
      onChange={(next) => onChange?.(next ? next.format(isoDay) : undefined)}
      onOpenChange={setOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && open) event.preventDefault();
      }}
    />
  );
}
