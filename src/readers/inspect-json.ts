import type { ReadOptions, ReadResult, Reader } from './types.js';

/** Not implemented yet. */
export async function readInspectJson(
  path: string,
  options: ReadOptions = {},
): Promise<ReadResult> {
  void options;
  throw new Error(`inspect-json reader not implemented yet: ${path}`);
}

export const inspectJsonReader: Reader = {
  name: 'inspect-json',
  extensions: ['.json'],
  sniff: () => false,
  read: readInspectJson,
};
