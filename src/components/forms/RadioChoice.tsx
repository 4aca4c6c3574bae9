/**
 * One choice of a radio group drawn as a card: the radio, its title and, under it, a detail that is part of
 * the label (an address, which tells two choices apart) or a note read after it (aria-describedby). A title
 * with text under it is bold. A form tunes the card through --choice-padding and --choice-checked-border.
 *
 * Rendered statically by .astro forms as well as in islands, so it takes its words as props.
 */
import type { InputHTMLAttributes } from 'react';
import styles from './RadioChoice.module.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'title'> {
  id: string;
  title: string;
  detail?: string | undefined;
  note?: string | undefined;
}

export function RadioChoice({ id, title, detail, note, ...input }: Props) {
  const noteId = `${id}-note`;
  return (
    <div className={styles.choice}>
      <input {...input} type="radio" id={id} aria-describedby={note ? noteId : undefined} />
      <span className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {detail || note ? <strong>{title}</strong> : title}
          {detail && <span>{detail}</span>}
        </label>
        {note && (
          <span id={noteId} className={styles.note}>
            {note}
          </span>
        )}
      </span>
    </div>
  );
}
