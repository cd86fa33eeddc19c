import { UPLOAD_PURPOSES, uploadAccept, type Upload, type UploadPurpose } from '@kelas/contracts/studio';
import { FileUp, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, Label } from '@/components/ui/input';
import { DEFAULT_APP_CONFIG, useAppConfig } from '@/lib/app-config';
import { checkUpload, sizeLabel } from '@/lib/upload-check';
import { uploadFile, uploadVideo } from '../api/upload-file';
import { messageOf } from '../lib/api-errors';
import { useStudioT } from '../lib/studio-t';

type Props = {
  label: string;
  /** The stored path, or '' / null when none. */
  value: string | null;
  onChange: (path: string | null, upload?: Upload) => void;
  /** What the file is for (decision 261): its types and its size limit. */
  purpose: UploadPurpose;
  /** Shown under the field: what is accepted and up to which size (the purpose's limit, '5 MB'). */
  hint: (size: string) => string;
  error?: string;
  /** Show a 'Hapus' button that sets the value to null. */
  removable?: boolean;
};

/**
 * A file field for one purpose that uploads at once (POST /api/admin/uploads?purpose=; video
 * resumable with tus) and keeps the returned storage path. The file's type and size are checked
 * before any byte is sent (decision 261); progress shows while it uploads. Images show a preview.
 * 413/415 answers appear under the field.
 */
export function FileUploadField({ label, value, onChange, purpose, hint, error, removable }: Props) {
  const id = useId();
  const t = useStudioT();
  // A page whose configuration predates the limits (an older cached copy) uses the defaults.
  const uploadLimits = useAppConfig().uploadLimits ?? DEFAULT_APP_CONFIG.uploadLimits;
  const kind = UPLOAD_PURPOSES[purpose].kind;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;
  const url = value ? (/^https?:\/\//.test(value) ? value : `/storage/${value.replace(/^\/+/, '')}`) : null;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    const problem = checkUpload(file, purpose, uploadLimits);
    if (problem) {
      if (input.current) input.current.value = '';
      return setUploadError(
        problem.kind === 'type' ? t('studio:upload.wrongType', { name: file.name, types: problem.types }) : t('studio:upload.tooLarge', { name: file.name, size: sizeLabel(problem.limit) }),
      );
    }
    setBusy(true);
    setProgress(0);
    try {
      const done = purpose === 'video' ? await uploadVideo(file, setProgress) : await uploadFile(file, purpose, setProgress);
      onChange(done.path, done);
    } catch (err) {
      setUploadError(messageOf(err, t('studio:upload.failed')));
    } finally {
      setBusy(false);
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 sm:flex-row sm:items-center">
        {kind === 'image' && url && <img src={url} alt={t('studio:upload.preview', { label })} className="h-20 w-32 shrink-0 rounded-md object-cover" />}
        <div className="min-w-0 flex-1">
          {value ? (
            <p className="text-sm break-all text-slate-700">
              {t('studio:upload.file')} {url ? <a href={url} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">{value.split('/').pop()}</a> : value}
            </p>
          ) : (
            <p className="text-sm text-slate-600">{t('studio:upload.none')}</p>
          )}
          <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-500">
            {hint(sizeLabel(uploadLimits[UPLOAD_PURPOSES[purpose].kind]))}
          </p>
          {progress !== null && (
            <progress className="mt-2 h-2 w-full" value={progress} max={100} aria-label={t('studio:upload.uploading', { label })}>
              {progress}%
            </progress>
          )}
        </div>
        <div className="flex shrink-0 gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={uploadAccept(purpose)}
            className="sr-only"
            aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
            aria-invalid={shownError ? true : undefined}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
          <Button variant="garis" size="sm" loading={busy} onClick={() => input.current?.click()} aria-label={value ? t('studio:upload.replaceNamed', { label }) : t('studio:upload.uploadNamed', { label })}>
            <FileUp className="size-4" aria-hidden="true" />
            {value ? t('studio:upload.replace') : t('studio:upload.upload')}
          </Button>
          {removable && value && (
            <Button variant="abu" size="sm" onClick={() => onChange(null)} aria-label={t('studio:upload.removeNamed', { label })}>
              <X className="size-4" aria-hidden="true" />
              {t('studio:common.delete')}
            </Button>
          )}
        </div>
      </div>
      <FieldError id={`${id}-error`} message={shownError} />
    </div>
  );
}
