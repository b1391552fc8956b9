// Owns random identifiers: alphanumeric strings drawn uniformly from a cryptographic source.

/** Fills the given array with random bytes; `crypto.getRandomValues` in the browser. */
export type GetRandomValues = (array: Uint8Array<ArrayBuffer>) => unknown;

export const ALPHANUMERICS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

// 248 is the largest multiple of 62 that fits in a byte. Bytes at or above it are dropped, because
// folding them in with `% 62` would make the first eight characters more likely than the rest.
const UNBIASED_BYTE_LIMIT = 256 - (256 % ALPHANUMERICS.length);

export function randomAlphanumeric(length: number, getRandomValues: GetRandomValues): string {
  let result = '';
  const bytes = new Uint8Array(length * 2);
  while (result.length < length) {
    getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      result += ALPHANUMERICS[byte % ALPHANUMERICS.length];
      if (result.length === length) break;
    }
  }
  return result;
}
