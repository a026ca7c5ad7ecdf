import type { ReadOptions, ReadResult, Reader } from './types.js';

/** Not implemented yet. */
export async function readLmEvalSamples(
  path: string,
  options: ReadOptions = {},
): Promise<ReadResult> {
  void options;
  throw new Error(`lm-eval reader not implemented yet: ${path}`);
}

export const lmEvalSamplesReader: Reader = {
  name: 'lm-eval',
  extensions: ['.jsonl'],
  sniff: () => false,
  read: readLmEvalSamples,
};
