import { Film, PlayCircle } from 'lucide-react';
import { useId, useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useAttachRecording } from '../api/attach-recording';

/** An example address (not language). */
const LINK_EXAMPLE = 'https://…';
/** Where a recording comes from: a link anyone can open, or a video uploaded to Kelas. */
const SOURCES = ['link', 'file'] as const;

/** A file field that uploads a video and hands back its storage path (`uploads/…`), or null when removed: the studio's, composed in app/routes. */
export type RecordingUploadField = ComponentType<{ label: string; value: string | null; onChange: (path: string | null) => void; error?: string | undefined }>;

type Props = {
  session: { id: number; title: string; ends_at: string; recording_url: string | null };
  /** Offered to staff who may upload (authors, admins); without it only a link can be given. */
  Upload?: RecordingUploadField | undefined;
  /** After a save (the caller reads its own lists again). */
  onSaved?: () => void;
};

/**
 * A session's recording (decision 288): once the session has ended, whoever keeps its attendance or
 * writes its course attaches a link or an uploaded video, replaces or removes it; before the end it
 * says when. Learners of the cohort then see 'Tonton Rekaman' in the player.
 */
export function RecordingForm({ session, Upload, onSaved }: Props) {
  const { t } = useTranslation('sessions');
  const id = useId();
  const attach = useAttachRecording(session.id);
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<(typeof SOURCES)[number]>('link');
  const [url, setUrl] = useState('');
  const [uploadKey, setUploadKey] = useState<string | null>(null);
  const error = attach.error instanceof ApiError ? attach.error : null;
  const ended = Date.now() >= Date.parse(session.ends_at);

  if (!ended) return <p className="text-xs text-slate-600">{t('recording.afterEnd')}</p>;

  const save = (body: { url: string | null; upload_key: string | null }, done: string) =>
    attach.mutate(body, {
      onSuccess: () => {
        notify(done, 'success');
        setOpen(false);
        setUrl('');
        setUploadKey(null);
        onSaved?.();
      },
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save(mode === 'file' ? { url: null, upload_key: uploadKey } : { url: url.trim(), upload_key: null }, t('recording.saved'));
  };
  const urlError = error?.field('url');
  const fileError = error?.field('upload_key');

  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {session.recording_url ? (
          <a href={session.recording_url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
            <PlayCircle className="size-4 shrink-0" aria-hidden="true" />
            {t('recording.current')}
          </a>
        ) : (
          <p className="text-sm text-slate-600">{t('recording.none')}</p>
        )}
        {!open && (
          <span className="flex flex-wrap gap-2">
            <Button size="sm" variant="garis" onClick={() => setOpen(true)} aria-label={t('recording.attachNamed', { title: session.title })}>
              <Film className="size-4" aria-hidden="true" />
              {session.recording_url ? t('recording.replace') : t('recording.attach')}
            </Button>
            {session.recording_url && (
              <Button size="sm" variant="abu" disabled={attach.isPending} onClick={() => save({ url: null, upload_key: null }, t('recording.removed'))}>
                {t('recording.remove')}
              </Button>
            )}
          </span>
        )}
      </div>
      {!open && error && <FieldError message={error.message} />}
      {open && (
        <form onSubmit={submit} className="space-y-3" aria-label={t('recording.attachNamed', { title: session.title })}>
          {Upload && (
            <fieldset className="flex flex-wrap gap-3 text-sm">
              <legend className="sr-only">{t('recording.source')}</legend>
              {SOURCES.map((m) => (
                <label key={m} className="flex items-center gap-2">
                  <input type="radio" name={`${id}-mode`} className="size-4 accent-brand-600" checked={mode === m} onChange={() => setMode(m)} />
                  {t(m === 'link' ? 'recording.byLink' : 'recording.byFile')}
                </label>
              ))}
            </fieldset>
          )}
          {mode === 'file' && Upload ? (
            <Upload label={t('recording.file')} value={uploadKey} onChange={setUploadKey} error={fileError} />
          ) : (
            <div>
              <Label htmlFor={`${id}-url`}>{t('recording.link')}</Label>
              <Input
                id={`${id}-url`}
                type="url"
                inputMode="url"
                placeholder={LINK_EXAMPLE}
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                aria-invalid={urlError ? true : undefined}
                aria-describedby={`${id}-url-hint${urlError ? ` ${id}-url-error` : ''}`}
              />
              <p id={`${id}-url-hint`} className="mt-1 text-xs text-slate-500">
                {t('recording.linkHint')}
              </p>
              <FieldError id={`${id}-url-error`} message={urlError} />
            </div>
          )}
          {error && !urlError && !fileError && <FieldError message={error.message} />}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" loading={attach.isPending} disabled={mode === 'file' ? !uploadKey : url.trim() === ''}>
              {t('recording.save')}
            </Button>
            <Button type="button" size="sm" variant="abu" onClick={() => (setOpen(false), attach.reset())}>
              {t('recording.cancel')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
