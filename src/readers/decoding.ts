/**
 * How a side's answers were decoded, as its logs say (`ReadResult.decoding`): each reader notes
 * what a sample's log says (`DecodingNote`), a tally turns a file's notes into one statement, and
 * the statements of several files (or of a group's tasks) merge into one. Greedy only when every
 * answer is: mixed evidence is not greedy, and says so.
 */
import type { ReadDecoding } from './types.js';

/**
 * What a log says about one answer's decoding: `greedy` true (temperature 0, or scored without
 * generating), false (sampled), or `undefined` (the log does not say); `says` is the statement in
 * our words (`temperature 0 in gen_args`), never text copied from the file.
 */
export interface DecodingNote {
  readonly greedy: boolean | undefined;
  readonly says: string;
}

/** Distinct statements shown in a mixed evidence, before `and N more`. */
const SHOWN = 3;

/** A temperature as evidence shows it: the number as JavaScript prints it. */
export function temperatureText(value: number): string {
  return `temperature ${String(value)}`;
}

/** What a temperature says: 0 greedy, above 0 sampled; undefined for anything else. */
export function temperatureNote(value: unknown, where: string): DecodingNote | undefined {
  if (typeof value !== 'number') return undefined;
  if (value === 0) return { greedy: true, says: `temperature 0 ${where}` };
  if (value > 0 && Number.isFinite(value))
    return { greedy: false, says: `${temperatureText(value)} ${where}` };
  return { greedy: undefined, says: `a temperature that is not a number ≥ 0 ${where}` };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** `a, b, c and 2 more` of the first `SHOWN` items. */
function listed(items: readonly string[]): string {
  const shown = items.slice(0, SHOWN).join(', ');
  return items.length > SHOWN ? `${shown} and ${items.length - SHOWN} more` : shown;
}

/**
 * A file's decoding from its answers' notes, one per sample read: greedy when every note is; not
 * greedy, naming the mix, when some are sampled or say nothing; absent when none says anything.
 *
 * @example
 * const tally = new DecodingTally('sample');
 * tally.add({ greedy: true, says: 'temperature 0 in gen_args' });
 * tally.result(); // { greedy: true, evidence: 'temperature 0 in gen_args' }
 */
export class DecodingTally {
  private readonly notes = new Map<string, { greedy: boolean | undefined; count: number }>();

  /** `unit`: what a note counts, named in a mixed evidence (`sample`); none: counts not shown. */
  constructor(private readonly unit?: string) {}

  add(note: DecodingNote): void {
    const seen = this.notes.get(note.says);
    if (seen) seen.count++;
    else this.notes.set(note.says, { greedy: note.greedy, count: 1 });
  }

  result(): ReadDecoding | undefined {
    const notes = [...this.notes];
    if (notes.every(([, n]) => n.greedy === undefined)) return undefined;
    if (notes.every(([, n]) => n.greedy === true))
      return { greedy: true, evidence: listed(notes.map(([says]) => says)) };
    if (notes.length === 1) return { greedy: false, evidence: notes[0]?.[0] as string };
    // Most frequent first, so that what most samples say leads.
    const unit = this.unit;
    const counted = notes
      .sort((a, b) => b[1].count - a[1].count)
      .map(([says, n]) => (unit === undefined ? says : `${says} (${plural(n.count, unit)})`));
    return { greedy: false, evidence: `mixed: ${listed(counted)}` };
  }
}

/**
 * The decoding of several files of one side (or of a group's tasks, `unit: 'task'`): greedy when
 * every one is; else not greedy, naming how many were greedy, sampled and silent; absent when none
 * says anything.
 *
 * @example mergeDecoding([{ greedy: true, evidence: 't0' }, undefined])
 *   // { greedy: false, evidence: 'mixed across 2 files: 1 greedy (t0), 1 does not say' }
 */
export function mergeDecoding(
  parts: readonly (ReadDecoding | undefined)[],
  unit: 'file' | 'task' = 'file',
): ReadDecoding | undefined {
  const said = parts.filter((p): p is ReadDecoding => p !== undefined);
  if (said.length === 0) return undefined;
  const distinct = (group: readonly ReadDecoding[]) => [...new Set(group.map((p) => p.evidence))];
  const greedy = said.filter((p) => p.greedy);
  const sampled = said.filter((p) => !p.greedy);
  const silent = parts.length - said.length;
  if (sampled.length === 0 && silent === 0)
    return { greedy: true, evidence: listed(distinct(greedy)) };
  if (greedy.length === 0 && silent === 0 && distinct(sampled).length === 1)
    return { greedy: false, evidence: (sampled[0] as ReadDecoding).evidence };
  const counts = [
    ...(greedy.length > 0 ? [`${greedy.length} greedy (${listed(distinct(greedy))})`] : []),
    ...(sampled.length > 0 ? [`${sampled.length} not (${listed(distinct(sampled))})`] : []),
    ...(silent > 0 ? [`${silent} ${silent === 1 ? 'does' : 'do'} not say`] : []),
  ];
  return {
    greedy: false,
    evidence: `mixed across ${plural(parts.length, unit)}: ${counts.join(', ')}`,
  };
}
