import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id shaped like Razorpay's: `order_` and 14 letters and digits. */
export function providerId(
  prefix: 'order' | 'pay' | 'rfnd' | 'evt' | 'acc' | 'acc_prd' | 'trf' | 'rvrsl' | 'setl',
): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}
