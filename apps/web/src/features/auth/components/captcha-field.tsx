import 'altcha';
import 'altcha/i18n/en';
import 'altcha/i18n/id';
import type {} from 'altcha/types/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/lib/app-config';

type Props = {
  /** Called with the response to send as `recaptcha`, or '' when it expired or was reset. */
  onChange: (response: string) => void;
  /** Bump to start over after a failed submit (each solved challenge is accepted once). */
  resetKey: number;
  describedBy?: string;
};

type Grecaptcha = {
  render: (el: HTMLElement, opts: { sitekey: string; hl: string; callback: (t: string) => void; 'expired-callback': () => void }) => number;
  reset: (id?: number) => void;
};

/** Google's widget (when the server is set up for reCAPTCHA): the script is loaded on first use. */
function Recaptcha({ siteKey, onChange, resetKey }: Props & { siteKey: string }) {
  // The widget's language is fixed when the script loads: the interface language at that moment.
  const hl = useTranslation().i18n.resolvedLanguage === 'en' ? 'en' : 'id';
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);
  useEffect(() => {
    const w = window as unknown as { grecaptcha?: Grecaptcha; __kelasRecaptcha?: () => void };
    const render = () => {
      if (!box.current || !w.grecaptcha || widget.current !== null) return;
      widget.current = w.grecaptcha.render(box.current, { sitekey: siteKey, hl, callback: onChange, 'expired-callback': () => onChange('') });
    };
    if (w.grecaptcha) render();
    else if (!document.getElementById('recaptcha-script')) {
      w.__kelasRecaptcha = render;
      const s = document.createElement('script');
      s.id = 'recaptcha-script';
      s.src = `https://www.google.com/recaptcha/api.js?onload=__kelasRecaptcha&render=explicit&hl=${hl}`;
      s.async = true;
      document.head.appendChild(s);
    }
  }, [siteKey, onChange, hl]);
  useEffect(() => {
    const w = window as unknown as { grecaptcha?: Grecaptcha };
    if (resetKey && widget.current !== null) w.grecaptcha?.reset(widget.current);
  }, [resetKey]);
  return <div ref={box} />;
}

/** The self-hosted ALTCHA widget: solves the server's challenge (GET /api/auth/captcha/challenge) in the browser. */
function Altcha({ onChange, resetKey, describedBy }: Props) {
  const language = useTranslation().i18n.resolvedLanguage === 'en' ? 'en' : 'id';
  const ref = useRef<HTMLElement & { reset?: () => void }>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onVerified = (e: Event) => onChange((e as CustomEvent<{ payload?: string }>).detail?.payload ?? '');
    const onState = (e: Event) => {
      const state = (e as CustomEvent<{ state?: string }>).detail?.state;
      if (state && state !== 'verified') onChange('');
    };
    el.addEventListener('verified', onVerified);
    el.addEventListener('statechange', onState);
    return () => {
      el.removeEventListener('verified', onVerified);
      el.removeEventListener('statechange', onState);
    };
  }, [onChange]);
  useEffect(() => {
    if (resetKey) ref.current?.reset?.();
  }, [resetKey]);
  return (
    <div aria-describedby={describedBy}>
      <altcha-widget ref={ref} challenge="/api/auth/captcha/challenge" language={language} name="altcha" />
    </div>
  );
}

/**
 * The captcha of the forgot-password form (spec 2.12): ALTCHA by default, reCAPTCHA when the
 * server says so (GET /api/config → captcha, recaptchaSiteKey). The response goes in `recaptcha`.
 */
export function CaptchaField(props: Props) {
  const { captcha, recaptchaSiteKey } = useAppConfig();
  if (captcha === 'reCAPTCHA' && recaptchaSiteKey) return <Recaptcha siteKey={recaptchaSiteKey} {...props} />;
  return <Altcha {...props} />;
}
