/**
 * A field of the account forms, bound to its state in useFields.ts: an asterisk on required labels, a hint
 * until an error takes its place, the error under the field once shown, and 'Show Password' on password fields.
 */
import { useState } from 'react';
import { Field } from '#src/components/forms/Field.tsx';
import type { AccountMessages } from './messages.ts';
import type { FieldState } from './useFields.ts';
import styles from './AccountForms.module.css';

interface Props {
  t: AccountMessages;
  label: string;
  state: FieldState;
  type?: 'text' | 'email' | 'password';
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
  /** Said before typing (a new password's rule); the error replaces it, so the two never say the same twice. */
  hint?: string;
}

export function TextField({
  t,
  label,
  state,
  type = 'text',
  required = false,
  placeholder,
  autoComplete,
  hint,
}: Props) {
  const [showPassword, setShowPassword] = useState(false);
  return (
    <Field
      look="account"
      label={label}
      required={required}
      hint={state.shownError ? undefined : hint}
      error={state.shownError && t.rules[state.shownError]}
      control={{
        type: type === 'password' && showPassword ? 'text' : type,
        value: state.value,
        placeholder,
        autoComplete,
        spellCheck: type === 'text' ? undefined : false,
        onChange: (event) => state.onChange(event.target.value),
        onFocus: state.onFocus,
        onBlur: state.onBlur,
      }}
      extra={
        type === 'password' && (
          <label className={styles.showPassword}>
            <input type="checkbox" checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} />
            {t.labels.showPassword}
          </label>
        )
      }
    />
  );
}
