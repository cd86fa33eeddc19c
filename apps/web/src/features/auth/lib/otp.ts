/**
 * Pure rules of the six-box code input (spec 2.14): digits only, focus forward after a digit,
 * Backspace in an empty box clears the previous one and moves back, Delete clears the current
 * box, arrows move, and a paste fills the boxes with up to 6 digits.
 */

export const OTP_LENGTH = 6;

export type OtpStep = { boxes: string[]; focus: number };

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

const clamp = (i: number) => Math.max(0, Math.min(OTP_LENGTH - 1, i));

/** Writes the digits of `text` (anything else is dropped) from box `index` on; focus goes after the last one written. */
export function fillDigits(boxes: string[], index: number, text: string): OtpStep {
  const digits = text.replace(/[^0-9]/g, '').slice(0, OTP_LENGTH - index);
  if (!digits) return { boxes, focus: index };
  const next = [...boxes];
  for (let k = 0; k < digits.length; k++) next[index + k] = digits[k]!;
  return { boxes: next, focus: clamp(index + digits.length) };
}

/** What a change event in box `index` means: the last digit typed (or several, from autofill). */
export function typeInto(boxes: string[], index: number, raw: string): OtpStep {
  const digits = raw.replace(/[^0-9]/g, '');
  // Three or more digits at once come from autofill (or a paste the browser typed in): fill on.
  if (digits.length > 2) return fillDigits(boxes, index, digits);
  if (!digits) return raw === '' ? { boxes: boxes.map((b, i) => (i === index ? '' : b)), focus: index } : { boxes, focus: index };
  return fillDigits(boxes, index, digits.slice(-1));
}

/** Backspace: clears a filled box; in an empty box clears the previous box and moves back to it. */
export function backspace(boxes: string[], index: number): OtpStep {
  if (boxes[index]) return { boxes: boxes.map((b, i) => (i === index ? '' : b)), focus: index };
  if (index === 0) return { boxes, focus: 0 };
  return { boxes: boxes.map((b, i) => (i === index - 1 ? '' : b)), focus: index - 1 };
}

/** Delete: clears the current box and stays. */
export function deleteAt(boxes: string[], index: number): OtpStep {
  return { boxes: boxes.map((b, i) => (i === index ? '' : b)), focus: index };
}

/** Left and right arrows. */
export const moveFocus = (index: number, delta: -1 | 1) => clamp(index + delta);
