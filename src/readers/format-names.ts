import type { FormatName } from './types.js';

/** Accepted values of `format` / `--input-format`. */
export const FORMAT_NAMES: readonly (FormatName | 'auto')[] = [
  'auto',
  'csv-wide',
  'csv-long',
  'jsonl-long',
  'json',
  'npy',
  'npz',
  'counts-csv',
  'counts-jsonl',
  'inspect-eval',
  'inspect-json',
  'opencompass',
  'lm-eval',
  'promptfoo',
  'helm',
  'lighteval',
  'deepeval',
];
