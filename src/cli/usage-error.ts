import { ScorioError } from '../errors.js';

/** A command line that cannot be run: an unknown command or flag, a missing or bad value. */
export class UsageError extends ScorioError {
  override name = 'UsageError';
}
