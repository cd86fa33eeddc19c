import type { StaffSession } from '@kelas/contracts/cohorts';
import { Pencil, Video, XCircle } from 'lucide-react';
import { useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError, Label, selectClass } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useAcademyFormat, useAcademyZone } from '@/lib/i18n/academy-format';
import { zoneLabel } from '@/lib/i18n/format';
import { isoToZonedInput, zonedInputToIso } from '@/lib/i18n/zoned-input';
import { notify } from '@/lib/toast';
import { useAddSession, useCancelSession, useCohortSessions, useRefreshSessions, useUpdateSession } from '../api/staff-cohorts';
import { TextField } from './text-field';

/** Another feature's tools under a session's row (composed in app/routes): `onChanged` reads the cohort's sessions again. */
export type SessionExtra = ComponentType<{ session: StaffSession; onChanged: () => void }>;

type Webinar = { id: number; title: string };

/** The host of a meeting link, or the link itself when it cannot be read. */
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};

/**
 * A cohort's sessions for staff (decision 285): list (cancelled ones struck through), add, edit
 * (times in the academy's zone; a new start is announced and its reminders planned by the API,
 * decision 288), cancel, and `SessionExtra` under each. The meeting link must be an http(s) URL.
 */
export function CohortSessions({ courseId, cohortId, webinars, SessionExtra }: { courseId: number; cohortId: number; webinars: Webinar[]; SessionExtra?: SessionExtra | undefined }) {
  const { t } = useTranslation('cohorts');
  const f = useAcademyFormat();
  const sessions = useCohortSessions(cohortId);
  const cancel = useCancelSession(courseId, cohortId);
  const refresh = useRefreshSessions(cohortId);
  const [editing, setEditing] = useState<number | null>(null);
  // Cancelling tells every learner of the cohort at once and cannot be undone: asked first.
  const [confirming, setConfirming] = useState<number | null>(null);
  return (
    <div className="mt-3 space-y-3 border-t border-slate-100 pt-3">
      {sessions.data?.length === 0 && <p className="text-sm text-slate-600">{t('staff.noSessions')}</p>}
      <ol className="space-y-2">
        {sessions.data?.map((s) => (
          <li key={s.id} className="space-y-2 rounded-lg border border-slate-200 p-2 text-sm">
            {editing === s.id ? (
              <SessionForm courseId={courseId} cohortId={cohortId} webinars={webinars} session={s} onDone={() => setEditing(null)} />
            ) : (
              <>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className={s.cancelled_at ? 'min-w-0 break-words text-slate-500 line-through' : 'min-w-0 break-words'}>
                    {s.sequence !== null && <span className="mr-1 font-mono text-xs text-slate-500">#{s.sequence}</span>}
                    <span className="font-medium text-slate-900">{s.title}</span> · {f.shortDateTime(s.starts_at)} – {f.time(s.ends_at)}
                    {s.item_id !== null && <span className="block text-xs text-slate-600">{t('staff.servesItem', { title: webinars.find((w) => w.id === s.item_id)?.title ?? `#${s.item_id}` })}</span>}
                  </span>
                  <span className="flex flex-wrap items-center gap-2">
                    <a href={s.meeting_url} target="_blank" rel="noopener noreferrer" className="inline-flex min-w-0 items-center gap-1 break-all text-brand-700 underline-offset-4 hover:underline">
                      <Video className="size-4 shrink-0" aria-hidden="true" />
                      <span className="sr-only">{s.title}</span>
                      {hostOf(s.meeting_url)}
                    </a>
                    {!s.cancelled_at && (
                      <>
                        <Button size="sm" variant="garis" onClick={() => setEditing(s.id)} aria-label={t('staff.editSessionNamed', { title: s.title })}>
                          <Pencil className="size-4" aria-hidden="true" />
                          {t('staff.edit')}
                        </Button>
                        <Button size="sm" variant="abu" disabled={cancel.isPending || confirming === s.id} onClick={() => setConfirming(s.id)}>
                          <XCircle className="size-4" aria-hidden="true" />
                          {t('staff.cancelSession')}
                        </Button>
                      </>
                    )}
                  </span>
                </div>
                {confirming === s.id && !s.cancelled_at && (
                  <div role="alertdialog" aria-label={t('staff.cancelSessionConfirm', { title: s.title })} className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-2">
                    <p className="min-w-0 flex-1 text-sm text-red-800">{t('staff.cancelSessionConfirm', { title: s.title })}</p>
                    <Button
                      size="sm"
                      variant="merah"
                      loading={cancel.isPending}
                      onClick={async () => {
                        try {
                          await cancel.mutateAsync(s.id);
                          setConfirming(null);
                        } catch (err) {
                          notify(err instanceof ApiError ? err.message : String(err), 'error');
                        }
                      }}
                    >
                      {t('staff.cancelSessionYes')}
                    </Button>
                    <Button size="sm" variant="abu" onClick={() => setConfirming(null)}>
                      {t('staff.keepSession')}
                    </Button>
                  </div>
                )}
                {SessionExtra && !s.cancelled_at && <SessionExtra session={s} onChanged={refresh} />}
              </>
            )}
          </li>
        ))}
      </ol>
      {editing === null && <SessionForm courseId={courseId} cohortId={cohortId} webinars={webinars} session={null} onDone={() => undefined} />}
    </div>
  );
}

type Fields = { title: string; starts_at: string; ends_at: string; meeting_url: string; sequence: string; item_id: string };

/** Adds a session (`session` null; the form empties after) or edits one (prefilled; `onDone` closes it). */
function SessionForm({ courseId, cohortId, webinars, session, onDone }: { courseId: number; cohortId: number; webinars: Webinar[]; session: StaffSession | null; onDone: () => void }) {
  const { t } = useTranslation('cohorts');
  const zone = useAcademyZone();
  const f = useAcademyFormat();
  const add = useAddSession(courseId, cohortId);
  const update = useUpdateSession(courseId, cohortId);
  const save = session ? update : add;
  const empty: Fields = { title: '', starts_at: '', ends_at: '', meeting_url: '', sequence: '', item_id: '' };
  const [v, setV] = useState<Fields>(() =>
    session
      ? {
          title: session.title,
          starts_at: isoToZonedInput(session.starts_at, zone),
          ends_at: isoToZonedInput(session.ends_at, zone),
          meeting_url: session.meeting_url,
          sequence: session.sequence === null ? '' : String(session.sequence),
          item_id: session.item_id === null ? '' : String(session.item_id),
        }
      : empty,
  );
  const error = save.error instanceof ApiError ? save.error : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      title: v.title,
      starts_at: zonedInputToIso(v.starts_at, zone),
      ends_at: zonedInputToIso(v.ends_at, zone),
      meeting_url: v.meeting_url,
      sequence: v.sequence.trim() === '' ? null : Number(v.sequence),
      item_id: v.item_id === '' ? null : Number(v.item_id),
    };
    if (session) update.mutate({ id: session.id, body }, { onSuccess: () => (notify(t('staff.sessionSaved'), 'success'), onDone()) });
    else add.mutate(body, { onSuccess: () => (notify(t('staff.sessionSaved'), 'success'), setV(empty)) });
  };
  const prefix = session ? `session-edit-${session.id}` : `session-${cohortId}`;
  const register = (k: keyof Fields) => ({ id: `${prefix}-${k}`, value: v[k], onChange: (e: { target: { value: string } }) => setV((p) => ({ ...p, [k]: e.target.value })), error: error?.field(k) });
  const zoneName = zoneLabel(f.locale, zone);
  const label = session ? t('staff.editSessionNamed', { title: session.title }) : t('staff.addSession');
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-xl bg-slate-50 p-3 sm:grid-cols-2" aria-label={label}>
      {session && <p className="text-sm font-semibold text-slate-900 sm:col-span-2">{label}</p>}
      <TextField className="sm:col-span-2" label={t('staff.sessionTitle')} {...register('title')} />
      <TextField label={t('staff.zoned', { label: t('staff.startsAt'), zone: zoneName })} type="datetime-local" {...register('starts_at')} />
      <TextField label={t('staff.zoned', { label: t('staff.endsAt'), zone: zoneName })} type="datetime-local" {...register('ends_at')} />
      <TextField className="sm:col-span-2" label={t('staff.meetingUrl')} type="url" {...register('meeting_url')} />
      <TextField label={t('staff.sequence')} type="number" {...register('sequence')} />
      {webinars.length > 0 && (
        <div>
          <Label htmlFor={`${prefix}-item_id`}>{t('staff.item')}</Label>
          <select id={`${prefix}-item_id`} className={selectClass} value={v.item_id} onChange={(e) => setV((p) => ({ ...p, item_id: e.target.value }))} aria-describedby={`${prefix}-item_id-error`}>
            <option value="">{t('staff.noItem')}</option>
            {webinars.map((w) => (
              <option key={w.id} value={w.id}>
                {w.title}
              </option>
            ))}
          </select>
          <FieldError id={`${prefix}-item_id-error`} message={error?.field('item_id')} />
        </div>
      )}
      {session && <p className="text-xs text-slate-600 sm:col-span-2">{t('staff.moveNote')}</p>}
      {error && !error.errors && <p className="text-sm text-red-700 sm:col-span-2">{error.message}</p>}
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {session ? t('staff.saveSession') : t('staff.addSession')}
        </Button>
        {session && (
          <Button type="button" size="sm" variant="abu" onClick={onDone}>
            {t('staff.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
