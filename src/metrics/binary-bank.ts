/**
 * The binary bank: a count table reduced to its distinct (N_q, nu_q) states.
 *
 * Every binary metric is a function of each question's trial count N_q and success count nu_q
 * only, and with many questions most share a state (at most N+1 states on a rectangular table),
 * so each metric evaluates its per-question quantity once per distinct state and weights it by
 * the state's frequency.
 */
import { ValidationError } from '../errors.js';
import {
  type CountTable,
  type Outcomes,
  binaryRowCounts,
  isCountTable,
  toCountTable,
} from './count-table.js';
import { validateIntegerK } from './validate.js';

/** A binary count table grouped into distinct (N_q, nu_q) states with their frequencies. */
export interface BinaryBank {
  /** The count table the bank was built from. */
  readonly table: CountTable;
  /** Number of questions M. */
  readonly questions: number;
  /** Per distinct state: its trial count N. */
  readonly trials: Float64Array;
  /** Per distinct state: its success count nu. */
  readonly successes: Float64Array;
  /** Per distinct state: how many questions have it. */
  readonly frequencies: Float64Array;
  /** Smallest N_q and the first row that has it (for error messages). */
  readonly minTrials: number;
  readonly minTrialsRow: number;
  /** The common N when every row has the same trial count. */
  readonly rectangular: number | undefined;
}

/** Throws unless every observed label of the table is 0 or 1. */
export function assertBinary(table: CountTable, name = 'R'): void {
  const { categories: c, counts } = table;
  if (c <= 2) return;
  for (let q = 0; q < table.trials.length; q++)
    for (let j = 2; j < c; j++)
      if ((counts[q * c + j] as number) > 0)
        throw new ValidationError(`Entries of ${name} must be integers in [0, 1].`, name);
}

/**
 * The bank of a rectangular matrix of the numbers 0 and 1, from its rows' successes
 * (binaryRowCounts): no count table is made unless an error message asks for its ids.
 */
function rectangularBinaryBank(R: Outcomes): BinaryBank | undefined {
  const rows = binaryRowCounts(R);
  if (rows === undefined) return undefined;
  const { trials: n, ones } = rows;
  const histogram = new Float64Array(n + 1);
  for (let q = 0; q < ones.length; q++) {
    const nu = ones[q] as number;
    histogram[nu] = (histogram[nu] as number) + 1;
  }
  let states = 0;
  for (let nu = 0; nu <= n; nu++) if ((histogram[nu] as number) > 0) states++;
  const trials = new Float64Array(states).fill(n);
  const successes = new Float64Array(states);
  const frequencies = new Float64Array(states);
  for (let nu = 0, s = 0; nu <= n; nu++) {
    const f = histogram[nu] as number;
    if (f === 0) continue;
    successes[s] = nu;
    frequencies[s] = f;
    s++;
  }
  let table: CountTable | undefined;
  return {
    get table(): CountTable {
      return (table ??= toCountTable(R, 'R'));
    },
    questions: ones.length,
    trials,
    successes,
    frequencies,
    minTrials: n,
    minTrialsRow: 0,
    rectangular: n,
  };
}

/** Builds the binary bank of R (a matrix or a count table); rejects non-binary outcomes. */
export function binaryBank(R: Outcomes): BinaryBank {
  const direct = isCountTable(R) ? undefined : rectangularBinaryBank(R);
  if (direct !== undefined) return direct;
  const table = toCountTable(R, 'R');
  assertBinary(table);
  const { trials, counts, categories: c } = table;
  const m = trials.length;
  let minTrials = Infinity;
  let minTrialsRow = 0;
  let maxTrials = 0;
  for (let q = 0; q < m; q++) {
    const n = trials[q] as number;
    if (n < minTrials) {
      minTrials = n;
      minTrialsRow = q;
    }
    if (n > maxTrials) maxTrials = n;
  }
  if (minTrials < 1)
    throw new ValidationError(
      `R row ${minTrialsRow} (question ${JSON.stringify(table.ids[minTrialsRow])}) has no trials (N >= 1 is required).`,
      'R',
    );
  const rectangular = minTrials === maxTrials ? maxTrials : undefined;
  const stateN: number[] = [];
  const stateNu: number[] = [];
  const stateFreq: number[] = [];
  if (rectangular !== undefined && rectangular + 1 <= 4 * m + 64) {
    // Dense histogram of success counts: O(M + N).
    const histogram = new Float64Array(rectangular + 1);
    for (let q = 0; q < m; q++) {
      const nu = c > 1 ? (counts[q * c + 1] as number) : 0;
      histogram[nu] = (histogram[nu] as number) + 1;
    }
    for (let nu = 0; nu <= rectangular; nu++) {
      const f = histogram[nu] as number;
      if (f > 0) {
        stateN.push(rectangular);
        stateNu.push(nu);
        stateFreq.push(f);
      }
    }
  } else {
    const index = new Map<number, number>();
    const stride = maxTrials + 1;
    for (let q = 0; q < m; q++) {
      const n = trials[q] as number;
      const nu = c > 1 ? (counts[q * c + 1] as number) : 0;
      const key = n * stride + nu;
      const s = index.get(key);
      if (s === undefined) {
        index.set(key, stateN.length);
        stateN.push(n);
        stateNu.push(nu);
        stateFreq.push(1);
      } else stateFreq[s] = (stateFreq[s] as number) + 1;
    }
  }
  return {
    table,
    questions: m,
    trials: Float64Array.from(stateN),
    successes: Float64Array.from(stateNu),
    frequencies: Float64Array.from(stateFreq),
    minTrials,
    minTrialsRow,
    rectangular,
  };
}

/**
 * A finite-bank budget: an integer with 1 <= k <= N_q for every question. On a ragged table the
 * message names the question with the fewest trials.
 */
export function validateFiniteK(bank: BinaryBank | TrialSummary, k: unknown): number {
  validateIntegerK(k);
  if (bank.rectangular !== undefined || bank.minTrials >= k) {
    if (!(k >= 1 && k <= bank.minTrials))
      throw new ValidationError(
        `k must satisfy 1 <= k <= N (N=${bank.minTrials}); got k=${k}`,
        'k',
      );
    return k;
  }
  const id = bank.table.ids[bank.minTrialsRow];
  throw new ValidationError(
    `k must satisfy 1 <= k <= N_q for every question; question ${JSON.stringify(id)} (row ${bank.minTrialsRow}) has N=${bank.minTrials}; got k=${k}`,
    'k',
  );
}

/** What `validateFiniteK` needs to know about a table. */
export interface TrialSummary {
  readonly table: CountTable;
  readonly minTrials: number;
  readonly minTrialsRow: number;
  readonly rectangular: number | undefined;
}

/** Trial-count summary of any count table (for the categorical metrics). */
export function trialSummary(table: CountTable): TrialSummary {
  let minTrials = Infinity;
  let minTrialsRow = 0;
  let maxTrials = 0;
  for (let q = 0; q < table.trials.length; q++) {
    const n = table.trials[q] as number;
    if (n < minTrials) {
      minTrials = n;
      minTrialsRow = q;
    }
    if (n > maxTrials) maxTrials = n;
  }
  return {
    table,
    minTrials,
    minTrialsRow,
    rectangular: minTrials === maxTrials ? maxTrials : undefined,
  };
}
