/**
 * The fit finder island: a foot length in, the EU size to buy out, with the
 * reason a length is refused. The rule lives in fit.ts; this only renders it.
 */
import { useId, useState, type FormEvent } from 'react';
import { listingPath } from '../../catalogue/paths.ts';
import { FOOT_LENGTH_INPUT } from '../../config/size-chart.ts';
import { sizeGuideMessages as t } from '../../i18n/messages.en.ts';
import { findFit, type FitResult } from './fit.ts';
import './fit-finder.css';

function errorOf(result: FitResult | null): string | null {
  switch (result?.kind) {
    case 'empty':
      return t.errors.empty;
    case 'not-a-number':
      return t.errors.notANumber;
    case 'out-of-range':
      return t.errors.outOfRange(FOOT_LENGTH_INPUT.minCm, FOOT_LENGTH_INPUT.maxCm);
    default:
      return null;
  }
}

export function FitFinder() {
  const id = useId();
  const [length, setLength] = useState('');
  const [result, setResult] = useState<FitResult | null>(null);
  const error = errorOf(result);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(findFit(length));
  }

  return (
    <form className="fit-finder" noValidate onSubmit={submit}>
      <label className="fit-finder__label" htmlFor={`${id}-length`}>
        {t.lengthLabel}
      </label>
      <p className="fit-finder__hint" id={`${id}-hint`}>
        {t.lengthHint}
      </p>
      <div className="fit-finder__row">
        <input
          className="fit-finder__input"
          id={`${id}-length`}
          name="footLength"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={length}
          onChange={(event) => setLength(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        />
        <button className="button" type="submit">
          {t.findSize}
        </button>
      </div>
      {error && (
        <p className="fit-finder__error" id={`${id}-error`}>
          {error}
        </p>
      )}
      <div className="fit-finder__result" role="status">
        {result?.kind === 'size' && (
          <>
            <p className="fit-finder__size">{t.buy(result.row.eu)}</p>
            <p>{t.fits(result.row.footCm, result.band.label, result.band.minAge, result.band.maxAge)}</p>
            <a className="text-link" href={listingPath(result.band.group)}>
              {t.shopBand(result.band.label)}
            </a>
          </>
        )}
        {result?.kind === 'larger-than-chart' && <p>{t.largerThanChart(result.largest.eu, result.largest.footCm)}</p>}
      </div>
    </form>
  );
}
