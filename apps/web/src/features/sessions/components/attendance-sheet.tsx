import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@kelas/contracts/sessions';
import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAcademyFormat } from '@/lib/i18n/academy-format';
import { notify } from '@/lib/toast';
import { useAttendance, useCorrectAttendance, useImportAttendance, useMentorSessions } from '../api/mentor-sessions';
import { RecordingForm, type RecordingUploadField } from './recording-form';

/** The sheet of one session: its recording, each learner's status as a select that saves at once, and the Zoom report's import. */
function SessionSheet({ sessionId, UploadField }: { sessionId: number; UploadField: RecordingUploadField | undefined }) {
  const { t } = useTranslation('sessions');
  const f = useAcademyFormat();
  const sheet = useAttendance(sessionId);
  const correct = useCorrectAttendance(sessionId);
  const importReport = useImportAttendance(sessionId);
  const fileRef = useRef<HTMLInputElement>(null);
  const fail = (err: unknown) => notify(err instanceof ApiError ? err.message : String(err), 'error');
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const r = await importReport.mutateAsync(await file.text());
      notify(r.unmatched.length ? t('sheet.imported', { matched: r.matched, unmatched: r.unmatched.join(', ') }) : t('sheet.importedAll', { matched: r.matched }), 'success');
    } catch (err) {
      fail(err);
    } finally {
      if (fileRef.current) fileRef.current.value = '';
    }
  };
  if (sheet.isPending) return <Skeleton className="h-40 rounded-2xl" />;
  if (!sheet.data) return null;
  return (
    <div className="space-y-4">
      <section aria-labelledby={`recording-${sessionId}`} className="space-y-2 rounded-2xl border border-slate-200 bg-white p-3">
        <h2 id={`recording-${sessionId}`} className="text-sm font-semibold text-slate-900">
          {t('recording.title')}
        </h2>
        {!sheet.data.session.cancelled && <RecordingForm session={sheet.data.session} Upload={UploadField} />}
        {sheet.data.session.cancelled && <p className="text-xs text-slate-600">{t('sheet.cancelled')}</p>}
      </section>
      <div className="flex flex-wrap items-center gap-3">
        <input ref={fileRef} type="file" accept=".csv,text/csv" className="sr-only" aria-label={t('sheet.import')} onChange={(e) => void onFile(e.target.files?.[0])} />
        <Button variant="garis" loading={importReport.isPending} onClick={() => fileRef.current?.click()}>
          <Upload className="size-4" aria-hidden="true" />
          {t('sheet.import')}
        </Button>
      </div>
      <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
        {sheet.data.rows.map((r) => (
          <li key={r.user_id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{r.name}</p>
              <p className="text-xs break-all text-slate-600">{r.email}</p>
              {r.first_joined_at && (
                <p className="text-xs text-slate-600">
                  {t('sheet.joined')}: {f.shortDateTime(r.first_joined_at)}
                </p>
              )}
            </div>
            <select
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
              aria-label={t('sheet.setStatus', { name: r.name })}
              value={r.status ?? ''}
              disabled={correct.isPending}
              onChange={(e) =>
                correct.mutate({ userId: r.user_id, status: e.target.value as AttendanceStatus }, { onSuccess: () => notify(t('sheet.saved'), 'success'), onError: fail })
              }
            >
              {r.status === null && <option value="">{t('status.none')}</option>}
              {ATTENDANCE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * /mentor/sesi (decision 288): the sessions of the mentor's cohorts; choosing one opens its
 * attendance sheet and its recording. Times in the academy's zone, labelled. `UploadField` (the studio's
 * video field, for those who may upload) adds the file choice beside the link.
 */
export function AttendanceSheetPage({ UploadField }: { UploadField?: RecordingUploadField }) {
  const { t } = useTranslation('sessions');
  const f = useAcademyFormat();
  const sessions = useMentorSessions();
  const [chosen, setChosen] = useState<number | null>(null);
  const selectId = useId();
  const list = sessions.data ?? [];
  const current = chosen ?? list[0]?.id ?? null;
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('sheet.title')}</h1>
        <p className="mt-1 text-sm text-slate-700">{t('sheet.intro')}</p>
      </div>
      {sessions.isPending ? (
        <Skeleton className="h-12 rounded-xl" />
      ) : list.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-700">{t('sheet.empty')}</p>
      ) : (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-semibold text-slate-800">
              {t('sheet.session')}
            </label>
            <select id={selectId} className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm" value={current ?? ''} onChange={(e) => setChosen(Number(e.target.value))}>
              {list.map((s) => (
                <option key={s.id} value={s.id}>
                  {`${s.course_title} · ${s.cohort_name} · ${s.title} · ${f.shortDateTime(s.starts_at)}${s.cancelled ? ` (${t('sheet.cancelled')})` : ''}`}
                </option>
              ))}
            </select>
          </div>
          {current !== null && <SessionSheet key={current} sessionId={current} UploadField={UploadField} />}
        </>
      )}
    </div>
  );
}
