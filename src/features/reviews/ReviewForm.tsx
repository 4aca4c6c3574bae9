/**
 * The form a buyer reviews a shoe with: 1 to 5 stars, a title, the text, the size bought and how it fits.
 * The bounds are checked here for a quick answer; the API checks them again and has the last word.
 */
import { useId, useState, type FormEvent } from 'react';
import { reviews as limits } from '#src/config/accounts.ts';
import { FITS, type Fit } from '#src/config/catalogue.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { fill, plural } from '#src/i18n/messages.ts';
import { Field } from '#src/components/forms/Field.tsx';
import { StarIcon } from './Stars.tsx';
import { sendReview } from './reviews.client.ts';
import type { ReviewMessages } from './messages.ts';
import styles from './ReviewForm.module.css';

interface Props {
  productId: string;
  sizes: number[];
  t: ReviewMessages;
  locale: Locale;
  onSent: () => void;
}

type Problem = 'stars' | 'title' | 'text' | 'fit';

export default function ReviewForm({ productId, sizes, t, locale, onSent }: Props) {
  const id = useId();
  const [stars, setStars] = useState(0);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [size, setSize] = useState(sizes[0]!);
  const [fit, setFit] = useState<Fit | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const f = t.form;
  const textRange = { min: limits.textMinLength, max: plural(locale, f.characters, limits.textMaxLength) };
  const textRule = fill(f.textRule, textRange);
  const titleRule = fill(f.titleRule, { max: plural(locale, f.characters, limits.titleMaxLength) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problem[] = [];
    if (stars < 1) found.push('stars');
    if (title.trim().length < 2 || title.trim().length > limits.titleMaxLength) found.push('title');
    if (text.trim().length < limits.textMinLength || text.trim().length > limits.textMaxLength) found.push('text');
    if (!fit) found.push('fit');
    setProblems(found);
    if (found.length > 0 || !fit) return;
    setSending(true);
    const answer = await sendReview({ productId, stars, title, text, size, fit });
    setSending(false);
    if (answer) setRefused(answer.refused ?? t.refusals.failed);
    else onSent();
  }

  const error = (problem: Problem, message: string) =>
    problems.includes(problem) && (
      <p id={`${id}-${problem}`} className={styles.error}>
        {message}
      </p>
    );
  const describedBy = (problem: Problem) => (problems.includes(problem) ? `${id}-${problem}` : undefined);

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="review-form">
      <h3 className={styles.heading}>{f.heading}</h3>
      {refused && (
        <p className={styles.refused} role="alert">
          {refused}
        </p>
      )}
      <fieldset className={styles.group} aria-describedby={describedBy('stars')}>
        <legend className={styles.label}>{f.rating}</legend>
        <div className={styles.stars}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={styles.star}>
              <input
                type="radio"
                name={`${id}-stars`}
                value={n}
                checked={stars === n}
                onChange={() => setStars(n)}
                className="visually-hidden"
              />
              <StarIcon on={n <= stars} size={32} />
              <span className="visually-hidden">{plural(locale, f.starChoice, n)}</span>
            </label>
          ))}
        </div>
        {error('stars', f.chooseStars)}
      </fieldset>
      <Field
        label={f.title}
        error={problems.includes('title') ? titleRule : undefined}
        control={{
          value: title,
          maxLength: limits.titleMaxLength,
          onChange: (event) => setTitle(event.target.value),
        }}
      />
      <Field
        label={f.text}
        hint={fill(f.textHint, textRange)}
        error={problems.includes('text') ? textRule : undefined}
        control={{
          as: 'textarea',
          value: text,
          rows: 4,
          maxLength: limits.textMaxLength,
          onChange: (event) => setText(event.target.value),
        }}
      />
      <Field
        label={f.size}
        control={{
          as: 'select',
          value: size,
          onChange: (event) => setSize(Number(event.target.value)),
          options: sizes.map((s) => ({ value: String(s), label: fill(f.sizeOption, { size: s }) })),
        }}
      />
      <fieldset className={styles.group} aria-describedby={describedBy('fit')}>
        <legend className={styles.label}>{f.fit}</legend>
        <div className={styles.fits}>
          {FITS.map((choice) => (
            <label key={choice} className={styles.fit}>
              <input
                type="radio"
                name={`${id}-fit`}
                value={choice}
                checked={fit === choice}
                onChange={() => setFit(choice)}
              />
              {t.fits[choice]}
            </label>
          ))}
        </div>
        {error('fit', f.chooseFit)}
      </fieldset>
      <button type="submit" className={`button ${styles.send}`} disabled={sending}>
        {sending ? f.sending : f.send}
      </button>
    </form>
  );
}
