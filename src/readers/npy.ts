import type { ReadOptions, ReadResult, Reader } from './types.js';

/** Not implemented yet. */
export async function readNpy(path: string, options: ReadOptions = {}): Promise<ReadResult> {
  void options;
  throw new Error(`npy reader not implemented yet: ${path}`);
}

export const npyReader: Reader = {
  name: 'npy',
  extensions: ['.npy'],
  sniff: () => false,
  read: readNpy,
};
