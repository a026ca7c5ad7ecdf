import type { ReadOptions, ReadResult, Reader } from './types.js';

/** Not implemented yet. */
export async function readInspectEval(
  path: string,
  options: ReadOptions = {},
): Promise<ReadResult> {
  void options;
  throw new Error(`inspect-eval reader not implemented yet: ${path}`);
}

export const inspectEvalReader: Reader = {
  name: 'inspect-eval',
  extensions: ['.eval'],
  sniff: () => false,
  read: readInspectEval,
};
