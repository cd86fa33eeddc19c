import { randomInt } from 'node:crypto';
import { CODE_ALPHABET } from '@kelas/contracts/vouchers';

/**
 * A uniformly random code of `length` symbols from Crockford's base-32 alphabet, drawn with the
 * CSPRNG (`crypto.randomInt`, no modulo bias): 5 bits per symbol, so 12 symbols = 60 bits.
 */
export function generateCode(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return out;
}
