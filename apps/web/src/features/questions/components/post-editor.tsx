import { QUESTION_BODY_MAX } from '@kelas/contracts/questions';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { useFormat } from '@/lib/i18n/format';

/**
 * A question's or an answer's text field with its counter (at most 10 000 characters) and send
 * button; `onSend` resolves true when sent (the field empties) and the problem shows under it.
 */
export function PostEditor(props: {
  id: string;
  label: string;
  placeholder: string;
  submit: string;
  initial?: string;
  busy: boolean;
  problem: string | null;
  onSend: (body: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('questions');
  const format = useFormat();
  const [body, setBody] = useState(props.initial ?? '');
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (await props.onSend(body)) setBody('');
  };
  return (
    <form onSubmit={(e) => void send(e)} noValidate className="space-y-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <textarea
        id={props.id}
        value={body}
        maxLength={QUESTION_BODY_MAX}
        rows={3}
        onChange={(e) => setBody(e.target.value)}
        placeholder={props.placeholder}
        aria-invalid={props.problem ? true : undefined}
        aria-describedby={props.problem ? `${props.id}-problem` : undefined}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none aria-invalid:border-red-500"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-500">{t('post.counter', { count: format.number(body.length), max: format.number(QUESTION_BODY_MAX) })}</p>
        <div className="flex gap-2">
          {props.onCancel && (
            <Button type="button" variant="abu" size="sm" onClick={props.onCancel}>
              {t('post.cancel')}
            </Button>
          )}
          <Button type="submit" size="sm" loading={props.busy}>
            {props.submit}
          </Button>
        </div>
      </div>
      {props.problem && (
        <p id={`${props.id}-problem`} role="alert" className="text-sm text-red-700">
          {props.problem}
        </p>
      )}
    </form>
  );
}
