// What the whole-process benchmarks share: the 10-metric set and a .npy writer.

/** The 10-metric set of the metrics issue (bayes, avg, pass@k, pass^k, maj@k, mg-pass@k at k = 1, 8). */
export const TEN_METRICS = [
  'bayes',
  'avg',
  'pass@1',
  'pass^1',
  'maj@1',
  'mg-pass@1',
  'pass@8',
  'pass^8',
  'maj@8',
  'mg-pass@8',
];

/** A .npy v1.0 file: magic, version, little-endian header length, header dict padded to 64 bytes. */
export function npyBytes(data: Uint8Array, rows: number, cols: number): Uint8Array {
  let header = `{'descr': '|u1', 'fortran_order': False, 'shape': (${rows}, ${cols}), }`;
  const total = 10 + header.length + 1;
  header += ' '.repeat((64 - (total % 64)) % 64) + '\n';
  const out = new Uint8Array(10 + header.length + data.length);
  out.set([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0], 0); // \x93NUMPY v1.0
  out[8] = header.length & 0xff;
  out[9] = header.length >> 8;
  for (let i = 0; i < header.length; i++) out[10 + i] = header.charCodeAt(i);
  out.set(data, 10 + header.length);
  return out;
}
