import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { backspace, deleteAt, fillDigits, moveFocus, OTP_LENGTH, typeInto, type OtpStep } from '../lib/otp';

type Props = {
  /** Six strings, each '' or one digit. */
  value: string[];
  onChange: (boxes: string[]) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
};

/**
 * The six single-digit boxes of /verify-login (spec 2.14). Keyboard: digits only with focus
 * moving forward, Backspace (in an empty box: clears the previous box and moves back), Delete,
 * Left/Right arrows; pasting into the first box fills up to 6 digits.
 */
export function OtpInput({ value, onChange, invalid, describedBy, disabled }: Props) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const { t } = useTranslation('auth');

  const apply = (step: OtpStep) => {
    if (step.boxes !== value) onChange(step.boxes);
    const el = refs.current[step.focus];
    if (el && document.activeElement !== el) el.focus();
    el?.select();
  };

  const onKeyDown = (i: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      apply(backspace(value, i));
    } else if (e.key === 'Delete') {
      e.preventDefault();
      apply(deleteAt(value, i));
    } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      apply({ boxes: value, focus: moveFocus(i, e.key === 'ArrowLeft' ? -1 : 1) });
    } else if (e.key.length === 1 && !/[0-9]/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // Only digits are accepted.
      e.preventDefault();
    }
  };

  const onPaste = (i: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    apply(fillDigits(value, i, e.clipboardData.getData('text')));
  };

  return (
    <div role="group" aria-label={t('otp.group')} aria-describedby={describedBy} className="flex justify-between gap-2 sm:gap-3">
      {Array.from({ length: OTP_LENGTH }, (_, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={t('otp.digit', { n: i + 1, total: OTP_LENGTH })}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={value[i] ?? ''}
          onChange={(e) => apply(typeInto(value, i, e.target.value))}
          onKeyDown={onKeyDown(i)}
          onPaste={onPaste(i)}
          onFocus={(e) => e.target.select()}
          className={cn(
            'h-14 w-full min-w-0 rounded-lg border border-slate-300 bg-white text-center text-2xl font-semibold text-slate-900 sm:h-16',
            'focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none disabled:bg-slate-100',
            'aria-invalid:border-red-500',
          )}
        />
      ))}
    </div>
  );
}
