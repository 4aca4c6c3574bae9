/** The pieces the account forms share, so that each form reads as its own fields and words. */
import type { ReactNode } from 'react';
import type { AccountMessages } from './messages.ts';
import { TextField } from './TextField.tsx';
import type { Fields } from './useFields.ts';
import styles from './AccountForms.module.css';

/** A new password, its rule said before typing, and its repeat (sign-up, new password after a reset link). */
export function NewPasswordFields({
  t,
  form,
  label,
}: {
  t: AccountMessages;
  form: Fields<'password' | 'passwordRepeat'>;
  label: string;
}) {
  return (
    <>
      <TextField
        t={t}
        label={label}
        type="password"
        state={form.field('password')}
        required
        autoComplete="new-password"
        hint={t.rules.password_rule}
      />
      <TextField
        t={t}
        label={t.labels.passwordRepeat}
        type="password"
        state={form.field('passwordRepeat')}
        required
        autoComplete="new-password"
      />
    </>
  );
}

export function SubmitButton({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <button className={`button ${styles.submit}`} type="submit" disabled={disabled}>
      {children}
    </button>
  );
}

/** 'Don't have an account? Create one' under the sign-in form, and its mirror under sign-up. */
export function SwitchPrompt({ question, link, href }: { question: string; link: string; href: string }) {
  return (
    <p className={styles.switch}>
      {question}{' '}
      <a className="text-link" href={href}>
        {link}
      </a>
    </p>
  );
}
