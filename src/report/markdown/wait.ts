/**
 * `wait-for-baseline`: what came of waiting for the run at the pull request's base commit, in
 * words: a note under the headline when the baseline had to come from an older run, and a few
 * words in the footer when the wait paid off.
 */
import type { BaseRunWait } from '../types.js';
import { escapeMarkdown, markdownLink } from '../escape.js';

/** `45 s`, `20 min`, `1 h 30 min`. */
export function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** `#42`, linked to the run's page when it is an https one (from the runner's environment). */
function runText(w: BaseRunWait): string {
  const text = `#${Math.trunc(w.run.number)}`;
  return w.run.url?.startsWith('https://') === true ? markdownLink(text, w.run.url) : text;
}

/**
 * Why the baseline is not the base commit's own run, though one was running: `the run at the
 * base commit (#42) was still running after 20 min`; undefined when the wait paid off.
 */
export function baseRunFallback(w: BaseRunWait): string | undefined {
  const at = `the run at the base commit (${runText(w)})`;
  switch (w.outcome) {
    case 'completed':
      return undefined;
    case 'timed-out':
      return `${at} was still running after ${duration(w.limitSeconds)}`;
    case 'failed':
      return `${at} failed${w.conclusion && w.conclusion !== 'failure' ? ` (${w.conclusion.replace(/[^a-z_]/g, '')})` : ''} after ${duration(w.waitedSeconds)} of waiting`;
    case 'cancelled':
      return `${at} was cancelled after ${duration(w.waitedSeconds)} of waiting`;
    case 'stopped':
      return `the action stopped waiting for ${at} after ${duration(w.waitedSeconds)}${w.reason ? ` (${escapeMarkdown(w.reason, { maxLength: 200 })})` : ''}`;
  }
}

/** `waited 4 min for the run at the base commit`, for the footer; undefined otherwise. */
export function baseRunWaited(w: BaseRunWait): string | undefined {
  return w.outcome === 'completed'
    ? `waited ${duration(w.waitedSeconds)} for the run at the base commit`
    : undefined;
}
