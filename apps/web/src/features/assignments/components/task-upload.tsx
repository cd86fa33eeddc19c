import { taskFileName } from '@kelas/contracts/assignments';
import { fileSizeText } from '@kelas/contracts/format';
import type { AssignmentLog, CompletionRule } from '@kelas/contracts/learning';
import type { UploadAssignmentResult } from '@kelas/contracts/assignments';
import { FolderOpen, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useTaskFileUrl } from '../api/get-task-file-url';
import { useUploadAssignment } from '../api/upload-assignment';
import { checkAssignmentUpload, type UploadProblem } from '../lib/check-upload';

/**
 * 'Upload Tugas' (spec 2.24, 5, 8): 'Telusuri File' picks a file; 'File Tugas' and 'Ukuran file:'
 * describe it; 'Ukuran maksimum file: 2 MB (pdf)'. 'Upload File Tugas' shows once a file is chosen
 * and the task may still be sent (none yet, not graded yet, or graded below the pass mark of a
 * `graded` assignment: decision 240). The spec's checks run in order before sending; a failure shows
 * the server's message or 'Gagal upload tugas.'. An uploaded task shows its file name (last segment
 * of its path), without a size, linked to the PDF. A preview sends nothing (decision 244).
 */
export function TaskUpload({
  itemId,
  log,
  rule,
  passMark,
  preview = false,
  onUploaded,
}: {
  itemId: number;
  log: AssignmentLog;
  rule?: CompletionRule | undefined;
  passMark?: number | undefined;
  preview?: boolean;
  onUploaded: (result: UploadAssignmentResult) => Promise<void> | void;
}) {
  const { t } = useTranslation(['assignments', 'assignmentMessages']);
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  // A check of the device is kept as its key (shown in the current language); a server message as text.
  const [error, setError] = useState<{ problem: UploadProblem } | { text: string } | null>(null);
  const errorText = error === null ? null : 'problem' in error ? t(`assignmentMessages:${error.problem}`) : error.text;
  const upload = useUploadAssignment();
  // One upload per tap: a double click would send the file twice before the button disables.
  const once = useSingleFlight();
  const link = useTaskFileUrl(itemId, log?.task ?? null);
  const belowPassMark = log?.status === 'graded' && rule === 'graded' && passMark !== undefined && (log.score ?? 0) < passMark;
  // A grade stands, unless it is below the pass mark of a `graded` assignment: then it may be sent again.
  const graded = (log?.status === 'graded' && !belowPassMark) || preview;
  const existingName = log ? taskFileName(log.task) : null;

  function choose(file: File | null) {
    setChosen(file);
    const problem = file ? checkAssignmentUpload(file, itemId) : null;
    setError(problem ? { problem } : null);
  }

  function send() {
    const problem = checkAssignmentUpload(chosen, itemId);
    if (problem || !chosen) {
      setError({ problem: problem ?? 'fileRequired' });
      return;
    }
    setError(null);
    void once(async () => {
      let result: UploadAssignmentResult;
      try {
        result = await upload.mutateAsync({ file: chosen, materialId: itemId });
      } catch (err) {
        setError(
          err instanceof ApiError && err.code === 'OFFLINE'
            ? { text: t('assignments:upload.offline') }
            : err instanceof ApiError && err.message
              ? { text: err.message }
              : { problem: 'uploadFailed' },
        );
        return;
      }
      notify(t('assignments:upload.uploadedToast'), 'success');
      setChosen(null);
      if (input.current) input.current.value = '';
      await onUploaded(result);
    });
  }

  return (
    <div className="space-y-3">
      {!graded && (
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="application/pdf,.pdf"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('assignments:upload.file')}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
          <Button variant="garis" onClick={() => input.current?.click()} aria-controls={inputId}>
            <FolderOpen className="size-4" aria-hidden="true" />
            {t('assignments:upload.browse')}
          </Button>
          {log && !chosen && (
            <span className="text-sm text-slate-500">{t('assignments:upload.replaceHint')}</span>
          )}
        </div>
      )}

      <div className="rounded-xl bg-slate-50 p-4 text-sm">
        <dl>
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-slate-700">{t('assignments:upload.file')}</dt>
            <dd className="min-w-0 break-all text-slate-900">
              {chosen ? (
                chosen.name
              ) : existingName ? (
                link.data ? (
                  <a
                    href={link.data.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-brand-700 underline"
                  >
                    {existingName}
                  </a>
                ) : (
                  existingName
                )
              ) : (
                <span className="text-slate-500">{t('assignments:upload.none')}</span>
              )}
            </dd>
          </div>
          {chosen && (
            <div className="mt-1 flex flex-wrap gap-x-2">
              <dt className="font-medium text-slate-700">{t('assignments:upload.size')}</dt>
              <dd className="text-slate-900">{fileSizeText(chosen.size)}</dd>
            </div>
          )}
        </dl>
        <p className="mt-2 text-xs text-slate-600">{t('assignments:upload.limit')}</p>
      </div>

      {preview ? (
        <p className="text-sm text-amber-800">{t('assignments:upload.preview')}</p>
      ) : graded ? (
        <p className="text-sm text-slate-600">{t('assignments:upload.graded')}</p>
      ) : belowPassMark ? (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t('assignments:upload.belowPassMark', { score: log?.score ?? 0, passMark })}
        </p>
      ) : null}

      {errorText && (
        <p
          id={errorId}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          {errorText}
        </p>
      )}

      {chosen && !graded && (
        <Button variant="biru" loading={upload.isPending} onClick={send} className="w-full sm:w-auto">
          <Upload className="size-4" aria-hidden="true" />
          {t('assignments:upload.send')}
        </Button>
      )}
    </div>
  );
}
