/** An artifact's archive streamed into a file, refusing more bytes than the caller accepts. */
import { open } from 'node:fs/promises';

/** The download is larger than the caller accepts: final, never retried. */
export class DownloadTooLarge extends Error {}

/** Streams a response body into a new file, refusing more than `maxBytes`. */
export async function writeCapped(
  body: ReadableStream<Uint8Array> | null,
  target: { readonly file: string; readonly maxBytes: number },
): Promise<number> {
  const out = await open(target.file, 'wx');
  let written = 0;
  try {
    if (body === null) return 0;
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
      written += chunk.byteLength;
      if (written > target.maxBytes)
        throw new DownloadTooLarge(
          `the download exceeds ${target.maxBytes} bytes (input "max-unzipped-bytes")`,
        );
      await out.write(chunk);
    }
    return written;
  } finally {
    await out.close();
  }
}
