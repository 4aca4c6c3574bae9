/**
 * A labelled input of the account forms: an asterisk on required labels, the
 * error under the field once shown (see use-fields.ts), and 'Show Password'
 * on password fields.
 */
import { useId, useState } from 'react';
import type { AccountMessages } from './messages.ts';
import type { FieldState } from './useFields.ts';
import fields from '#src/styles/fields.module.css';
import styles from './AccountForms.module.css';

interface Props {
  t: AccountMessages;
  label: string;
  state: FieldState;
  type?: 'text' | 'email' | 'password';
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
}

export function TextField({ t, label, state, type = 'text', required = false, placeholder, autoComplete }: Props) {
  const id = useId();
  const [showPassword, setShowPassword] = useState(false);
  const errorId = `${id}-error`;
  const inputType = type === 'password' && showPassword ? 'text' : type;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <input
        id={id}
        className={`${fields.textInput} ${styles.input}`}
        type={inputType}
        value={state.value}
        required={required}
        placeholder={placeholder}
        autoComplete={autoComplete}
        spellCheck={type === 'text' ? undefined : false}
        aria-invalid={state.shownError ? true : undefined}
        aria-describedby={state.shownError ? errorId : undefined}
        onChange={(event) => state.onChange(event.target.value)}
        onFocus={state.onFocus}
        onBlur={state.onBlur}
      />
      {type === 'password' && (
        <label className={styles.showPassword}>
          <input type="checkbox" checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} />
          {t.labels.showPassword}
        </label>
      )}
      {state.shownError && (
        <p id={errorId} className={styles.error} role="alert">
          {t.rules[state.shownError]}
        </p>
      )}
    </div>
  );
}
