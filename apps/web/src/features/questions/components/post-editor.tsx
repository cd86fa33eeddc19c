import { QUESTION_BODY_MAX } from '@kelas/contracts/questions';
import { isPostImageSource, richTextIsEmpty, richTextLength } from '@kelas/contracts/rich-text';
import { uploadAccept } from '@kelas/contracts/studio';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import type { ImageUpload } from '@/components/ui/rich-text-editor';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { DEFAULT_APP_CONFIG, useAppConfig } from '@/lib/app-config';
import { useFormat } from '@/lib/i18n/format';
import { checkUpload, sizeLabel } from '@/lib/upload-check';
import { useUploadPostImage } from '../api/upload-post-image';

// The editor (TipTap) loads when a form first shows, not with the player (decision 284).
const RichTextEditor = lazy(() => import('@/components/ui/rich-text-editor').then((m) => ({ default: m.RichTextEditor })));


/**
 * A question's or an answer's text: the studio's rich-text editor with its allow-list (decision
 * 284; compact toolbar: bold, italic, lists, link, and 'Gambar', which uploads a picture to the
 * course's discussion and inserts it, decision 292), its counter of text characters (at most
 * 10 000, tags not counted, as the server counts) and the send button; `onSend` resolves true when
 * sent (the field empties) and the problem shows under it, as does a picture refused (its type or
 * size checked here first, as the studio does, then the server's answer).
 */
export function PostEditor(props: {
  id: string;
  /** The course whose discussion the post is in (where its pictures are uploaded). */
  slug: string;
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
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const uploadLimits = useAppConfig().uploadLimits ?? DEFAULT_APP_CONFIG.uploadLimits;
  const upload = useUploadPostImage(props.slug);
  const image: ImageUpload = {
    accept: uploadAccept('post_image'),
    keeps: isPostImageSource,
    upload: async (file) => {
      setImageProblem(null);
      const check = checkUpload(file, 'post_image', uploadLimits);
      if (check) {
        setImageProblem(check.kind === 'type' ? t('post.imageWrongType', { name: file.name, types: check.types }) : t('post.imageTooLarge', { name: file.name, size: sizeLabel(check.limit) }));
        return null;
      }
      try {
        const stored = await upload.mutateAsync(file);
        return { src: stored.url, alt: file.name.replace(/\.[^.]+$/, '') };
      } catch (err) {
        setImageProblem(err instanceof ApiError ? err.message : t('post.imageFailed'));
        return null;
      }
    },
  };
  const problem = imageProblem ?? props.problem;
  const length = richTextLength(body);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    setImageProblem(null);
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
          describedBy={problem ? `${hint} ${props.id}-problem` : hint}
          value={body}
          onChange={setBody}
          invalid={Boolean(problem)}
          compact
          image={image}
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
          {/* Not while a picture is still uploading: it would land in the next post. */}
          <Button type="submit" size="sm" loading={props.busy} disabled={upload.isPending}>
            {props.submit}
          </Button>
        </div>
      </div>
      {problem && (
        <p id={`${props.id}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}
