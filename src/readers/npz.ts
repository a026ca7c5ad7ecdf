import type { ReadOptions, ReadResult, Reader } from './types.js';

/** Not implemented yet. */
export async function readNpz(path: string, options: ReadOptions = {}): Promise<ReadResult> {
  void options;
  throw new Error(`npz reader not implemented yet: ${path}`);
}

export const npzReader: Reader = {
  name: 'npz',
  extensions: ['.npz'],
  sniff: () => false,
  read: readNpz,
};
