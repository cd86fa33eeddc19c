import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast';

/** A copy icon button (VA number, payment code); says 'Tersalin' for a moment. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const { t } = useTranslation('payments');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      notify(t('copy.done'), 'success');
      setTimeout(() => setCopied(false), 2000);
    } catch {
      notify(t('copy.failed'), 'warning');
    }
  };
  return (
    <button type="button" onClick={copy} aria-label={label} title={label} className="rounded-lg p-2 text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600">
      {copied ? <Check className="size-5" aria-hidden="true" /> : <Copy className="size-5" aria-hidden="true" />}
    </button>
  );
}
