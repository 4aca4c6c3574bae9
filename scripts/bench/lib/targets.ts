/**
 * bench/targets.json: every figure `npm run bench` reports, with the bound it is held to
 * ('min' = must reach, 'max' = must not exceed). The scripts read their targets from it, never their own copy.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Bound = { min?: number; max?: number };

export interface Targets {
  pages: Record<string, Bound>;
  interaction: Record<string, Bound>;
  static: { shopOverSirv: Bound; shopOverNodeHttp: Bound };
  api: Record<string, Record<string, Bound>>;
  publish: Record<string, Bound>;
  build: Record<string, Bound>;
  memory: Record<string, Bound>;
}

export function readTargets(root: string): Targets {
  return JSON.parse(readFileSync(join(root, 'bench/targets.json'), 'utf8')) as Targets;
}

/** '≥ 2', '≤ 15', '' for no bound. */
export function describeBound(bound: Bound | undefined): string {
  if (!bound) return '';
  return [bound.min !== undefined ? `≥ ${bound.min}` : '', bound.max !== undefined ? `≤ ${bound.max}` : '']
    .filter(Boolean)
    .join(' ');
}

export function meets(value: number, bound: Bound): boolean {
  return (
    Number.isFinite(value) &&
    (bound.min === undefined || value >= bound.min) &&
    (bound.max === undefined || value <= bound.max)
  );
}

/** 'ok (≥ 2)', 'MISS (≥ 2)', or '-' without a bound. */
export function verdict(value: number, bound: Bound | undefined): string {
  if (!bound) return '-';
  return `${meets(value, bound) ? 'ok' : 'MISS'} (target ${describeBound(bound)})`;
}
