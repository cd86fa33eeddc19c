import { QUESTION_BODY_MAX } from '@kelas/contracts/questions';
import { richTextIsEmpty, richTextLength } from '@kelas/contracts/rich-text';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/i18n/format';

// The editor (TipTap) loads when a form first shows, not with the player (decision 284).
const RichTextEditor = lazy(() => import('@/components/ui/rich-text-editor').then((m) => ({ default: m.RichTextEditor })));


/**
 * A question's or an answer's text: the studio's rich-text editor with its allow-list (decision
 * 284; compact toolbar: bold, italic, lists, link), its counter of text characters (at most 10 000,
 * tags not counted, as the server counts) and the send button; `onSend` resolves true when sent (the
 * field empties) and the problem shows under it.
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
  const length = richTextLength(body);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (await props.onSend(richTextIsEmpty(body) ? '' : body)) setBody('');
  };
  const hint = `${props.id}-hint`;
  return (
    <form onSubmit={(e) => void send(e)} noValidate className="space-y-2">
      <Label id={`${props.id}-label`} htmlFor={props.id}>
        {props.label}
      </Label>
      <p id={hint} className="text-xs text-slate-500">
        {props.placeholder}
      </p>
      <Suspense fallback={<Skeleton className="h-24 rounded-lg" />}>
        <RichTextEditor
          id={props.id}
          labelledBy={`${props.id}-label`}
          describedBy={props.problem ? `${hint} ${props.id}-problem` : hint}
          value={body}
          onChange={setBody}
          invalid={Boolean(props.problem)}
          compact
        />
      </Suspense>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className={length > QUESTION_BODY_MAX ? 'text-xs text-red-700' : 'text-xs text-slate-500'}>
          {t('post.counter', { count: format.number(length), max: format.number(QUESTION_BODY_MAX) })}
        </p>
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
