import { ASSIGNMENT_LIMIT_TEXT, ASSIGNMENT_MESSAGES, taskFileName } from '@kelas/contracts/assignments';
import { fileSizeText } from '@kelas/contracts/format';
import type { AssignmentLog } from '@kelas/contracts/learning';
import { FolderOpen, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useTaskFileUrl } from '../api/get-task-file-url';
import { useUploadAssignment } from '../api/upload-assignment';
import { checkAssignmentUpload } from '../lib/check-upload';

/**
 * 'Upload Tugas' (spec 2.24, 5, 8): 'Telusuri File' picks a file; 'File Tugas' and 'Ukuran file:'
 * describe it; 'Ukuran maksimum file: 2 MB (pdf)'. 'Upload File Tugas' shows once a file is chosen
 * and the task may still be sent (none yet, or not graded yet). The spec's checks run in order
 * before sending; a failure shows the server's message or 'Gagal upload tugas.'. An uploaded task
 * shows its file name (last segment of its path), without a size, linked to the PDF.
 */
export function TaskUpload({
  itemId,
  log,
  onUploaded,
}: {
  itemId: number;
  log: AssignmentLog;
  onUploaded: () => Promise<void> | void;
}) {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadAssignment();
  const link = useTaskFileUrl(itemId, log?.task ?? null);
  const graded = log?.status === 'graded';
  const existingName = log ? taskFileName(log.task) : null;

  function choose(file: File | null) {
    setChosen(file);
    setError(file ? checkAssignmentUpload(file, itemId) : null);
  }

  function send() {
    const problem = checkAssignmentUpload(chosen, itemId);
    if (problem || !chosen) {
      setError(problem ?? ASSIGNMENT_MESSAGES.fileRequired);
      return;
    }
    setError(null);
    upload.mutate(
      { file: chosen, materialId: itemId },
      {
        onSuccess: async () => {
          notify('Tugas berhasil diunggah.', 'success');
          setChosen(null);
          if (input.current) input.current.value = '';
          await onUploaded();
        },
        onError: (err) =>
          setError(err instanceof ApiError && err.message ? err.message : ASSIGNMENT_MESSAGES.uploadFailed),
      },
    );
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
            aria-label="File Tugas"
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
          <Button variant="garis" onClick={() => input.current?.click()} aria-controls={inputId}>
            <FolderOpen className="size-4" aria-hidden="true" />
            Telusuri File
          </Button>
          {log && !chosen && (
            <span className="text-sm text-slate-500">
              Pilih file baru untuk mengganti tugas sebelum dinilai.
            </span>
          )}
        </div>
      )}

      <div className="rounded-xl bg-slate-50 p-4 text-sm">
        <dl>
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-slate-700">File Tugas</dt>
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
                <span className="text-slate-500">Belum ada file dipilih</span>
              )}
            </dd>
          </div>
          {chosen && (
            <div className="mt-1 flex flex-wrap gap-x-2">
              <dt className="font-medium text-slate-700">Ukuran file:</dt>
              <dd className="text-slate-900">{fileSizeText(chosen.size)}</dd>
            </div>
          )}
        </dl>
        <p className="mt-2 text-xs text-slate-600">{ASSIGNMENT_LIMIT_TEXT}</p>
      </div>

      {graded && (
        <p className="text-sm text-slate-600">Tugas sudah dinilai mentor, file tidak dapat diganti.</p>
      )}

      {error && (
        <p
          id={errorId}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          {error}
        </p>
      )}

      {chosen && !graded && (
        <Button variant="biru" loading={upload.isPending} onClick={send} className="w-full sm:w-auto">
          <Upload className="size-4" aria-hidden="true" />
          Upload File Tugas
        </Button>
      )}
    </div>
  );
}
