import { randomBytes } from 'node:crypto';

// No 0/O, 1/I/L: staff read these aloud on the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short, unguessable order id for the customer's order page (31^10 ≈ 8·10^14). */
export function newPublicId(length = 10): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}
