import type { ReadOptions, ReadResult, Reader } from './types.js';

/** Not implemented yet. */
export async function readOpenCompass(
  path: string,
  options: ReadOptions = {},
): Promise<ReadResult> {
  void options;
  throw new Error(`opencompass reader not implemented yet: ${path}`);
}

export const openCompassReader: Reader = {
  name: 'opencompass',
  extensions: ['.json'],
  sniff: () => false,
  read: readOpenCompass,
};
