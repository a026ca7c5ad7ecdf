/** Small wording helpers every part of the action uses for its messages. */
import { describeApiFailure, isPermissionError } from '../github/http-error.js';

/** Text on one line: line breaks and the white space around them become one space. */
export function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/** `1 regression`, `2 regressions`. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** What an error says, whatever was thrown. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A failed GitHub call in words (github/http-error.ts), with the permission to grant only when the
 * token was refused: a spent rate limit or an API that did not answer is no missing permission.
 */
export function apiTrouble(error: unknown, permission: string): string {
  const text = describeApiFailure(error);
  return isPermissionError(error) ? `${text}; grant \`${permission}\`` : text;
}
