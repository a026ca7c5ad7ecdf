/**
 * The read budget: the most bytes one run may read, shared by every file it reads. Each file
 * counts its size every time it is read (a config that names one file in many benchmarks reads it
 * many times), and an archive also counts what its entries decompress to, as declared, before they
 * are expanded. `max-unzipped-bytes` bounds one archive; this bounds the whole run, so that many
 * benchmarks or many small zip bombs cannot keep a job reading for hours.
 */
import { ConfigError, grouped } from '../errors.js';

/** Default read budget: 16 GiB (a few minutes of reading at the slowest readers' 100 MB/s). */
export const DEFAULT_MAX_READ_BYTES = 16 * 2 ** 30;

/** What a run has read so far, against its limit; one per run, passed in the read options. */
export class ReadBudget {
  private spent = 0;

  constructor(
    /** The most bytes the run may read (files plus what archives decompress to). */
    readonly limit: number = DEFAULT_MAX_READ_BYTES,
    /** How to name the setting that raises it, e.g. `input "max-read-bytes"`. */
    readonly setting: string = 'the option maxReadBytes',
  ) {}

  /** Bytes counted so far. */
  get used(): number {
    return this.spent;
  }

  /**
   * Counts `bytes` that `what` (a file, or an archive's entry) is about to read; throws a
   * `ConfigError` naming the setting, before they are read, when the run would exceed its limit.
   */
  charge(bytes: number, what: string): void {
    if (this.spent + bytes > this.limit)
      throw new ConfigError(
        `${what}: reading ${grouped(bytes)} more bytes would bring this run to ${grouped(this.spent + bytes)}, over the read budget of ${grouped(this.limit)} bytes (every file counts each time it is read, and archives what they decompress to); nothing more was read. Read fewer or smaller files, or raise the budget with ${this.setting}.`,
        this.setting,
      );
    this.spent += bytes;
  }
}
