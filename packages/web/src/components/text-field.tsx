import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  inputMode?: 'text' | 'numeric';
  /** A help line under the field, read with it by screen readers. */
  hint?: string;
}

/**
 * A labelled input with its message tied to it for screen readers. Native, styled like antd's:
 * antd's Input drags its whole Form runtime into the login page's first load.
 */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const [revealed, setRevealed] = useState(false);
  const password = type === 'password';
  return (
    <div className={`text-field${error ? ' text-field--error' : ''}`}>
      <label htmlFor={id} className="text-field__label">
        {label}
      </label>
      <div className="text-field__box">
        <input
          id={id}
          name={name}
          className="text-field__input"
          type={password && revealed ? 'text' : type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {password && (
          <button
            type="button"
            className="text-field__reveal"
            aria-label={t(revealed ? 'auth.hidePassword' : 'auth.showPassword')}
            aria-pressed={revealed}
            onClick={() => setRevealed((v) => !v)}
          >
            {revealed ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
          </button>
        )}
      </div>
      {hint && (
        <div id={hintId} className="text-field__hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className="text-field__error">
          {error}
        </div>
      )}
    </div>
  );
}
