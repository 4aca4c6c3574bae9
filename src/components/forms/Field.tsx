/**
 * One labelled form field of every form: the label (with a marker when required), an optional hint, the
 * control and the field's error. The hint and the error are tied to the control by aria-describedby, so a
 * screen reader reads them with it, and an error marks the control invalid.
 *
 * The control is described by props, not passed as children: an .astro page renders this component
 * statically (the checkout, which works without JavaScript), and Astro would wrap children in an
 * <astro-static-slot> element, out of reach of the ids set here. The words come in as props.
 */
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './Field.module.css';

export type FieldControl =
  | ({ as?: 'input' } & InputHTMLAttributes<HTMLInputElement>)
  | ({
      as: 'select';
      options: ReadonlyArray<{ value: string; label: string }>;
    } & SelectHTMLAttributes<HTMLSelectElement>)
  | ({ as: 'textarea' } & TextareaHTMLAttributes<HTMLTextAreaElement>);

/**
 * How the field looks in its form. plain: the label in bold, the hint under the control; account: the
 * account forms' small spaced label and red required marker; compact: a small label for a short row;
 * checkout: an outlined control with its hint above it, read before typing.
 */
export type FieldLook = 'plain' | 'account' | 'compact' | 'checkout';

interface Props {
  label: string;
  control: FieldControl;
  look?: FieldLook;
  hint?: string | undefined;
  /** What is wrong with the value, shown under the control; nothing when it is fine. */
  error?: string | null | undefined;
  /** Marks the control invalid when what is wrong is said elsewhere (a form's own outcome line). */
  invalid?: boolean;
  /** Marks the label and requires a value. */
  required?: boolean;
  /** The label is read, not seen (a field whose placeholder and button say what it takes). */
  hideLabel?: boolean;
  /**
   * False for errors that arrive with the page (the checkout's, posted to the server): an alert is for an
   * error that appears while the shopper is on the page.
   */
  announceError?: boolean;
  /** The control's id; made here when not given. */
  id?: string | undefined;
  /** Places the field in its parent's layout; it also passes the text box's custom properties down. */
  className?: string | undefined;
  /** Shown between the control and its error (the account's 'Show password'). */
  extra?: ReactNode;
}

export function Field({
  label,
  control,
  look = 'plain',
  hint,
  error,
  invalid = false,
  required = false,
  hideLabel = false,
  announceError = true,
  id: givenId,
  className,
  extra,
}: Props) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const own = {
    id,
    className: `${styles.box} ${styles.control}`,
    ...(required && { required: true }),
    'aria-invalid': error || invalid ? true : undefined,
    'aria-describedby':
      [control['aria-describedby'], hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined,
  } as const;
  const hintText = hint && (
    <p id={hintId} className={styles.hint}>
      {hint}
    </p>
  );
  return (
    <div className={[styles.field, styles[look], className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {look === 'checkout' && hintText}
      {renderControl(control, own)}
      {look !== 'checkout' && hintText}
      {extra}
      {error && (
        <p id={errorId} className={styles.error} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

function renderControl(control: FieldControl, own: object) {
  if (control.as === 'select') {
    const { as: _, options, ...attributes } = control;
    return (
      <select {...attributes} {...own}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  if (control.as === 'textarea') {
    const { as: _, ...attributes } = control;
    return <textarea {...attributes} {...own} />;
  }
  const { as: _, ...attributes } = control;
  return <input {...attributes} {...own} />;
}
