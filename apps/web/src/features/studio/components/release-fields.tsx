import { CalendarClock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { FieldError, Input, Label } from '@/components/ui/input';
import { useAcademyFormat, useAcademyZone } from '@/lib/i18n/academy-format';
import { zoneLabel } from '@/lib/i18n/format';
import type { ReleaseForm } from '../lib/release-form';
import { useStudioT } from '../lib/studio-t';

const MODES = ['open', 'days', 'date'] as const;

type Props = {
  /** Prefix of the inputs' ids. */
  id: string;
  /** A chapter's rule holds all its items; an item's adds to its chapter's (the later opens it). */
  scope: 'chapter' | 'item';
  value: ReleaseForm;
  onChange: (v: ReleaseForm) => void;
  /** A problem under the days or the date input (the form's own check, or the API's 422). */
  error?: { field: 'days' | 'at'; message: string } | null;
  className?: string;
};

/**
 * Drip release of a chapter or an item (decision 288): open at once, N days after the learner's
 * cohort starts (the enrolment in a course without cohorts), or at a date and time in the
 * academy's zone, labelled.
 */
export function ReleaseFields({ id, scope, value, onChange, error, className }: Props) {
  const t = useStudioT();
  const f = useAcademyFormat();
  const zone = useAcademyZone();
  const set = (patch: Partial<ReleaseForm>) => onChange({ ...value, ...patch });
  const errorId = `${id}-error`;
  return (
    <fieldset className={cn('space-y-2 rounded-xl border border-slate-200 p-3', className)} aria-describedby={`${id}-hint`}>
      <legend className="px-1 text-sm font-medium text-slate-700">{t('studio:release.legend')}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t(scope === 'chapter' ? 'studio:release.chapterHint' : 'studio:release.itemHint')}
      </p>
      <div className="flex flex-col gap-2">
        {MODES.map((mode) => (
          <label key={mode} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name={`${id}-mode`} className="size-4 accent-brand-600" checked={value.mode === mode} onChange={() => set({ mode })} />
            {t(`studio:release.modes.${mode}`)}
          </label>
        ))}
      </div>
      {value.mode === 'days' && (
        <div className="max-w-48">
          <Label htmlFor={`${id}-days`}>{t('studio:release.days')}</Label>
          <Input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            value={value.days}
            onChange={(e) => set({ days: e.target.value })}
            aria-invalid={error?.field === 'days' ? true : undefined}
            aria-describedby={error?.field === 'days' ? errorId : undefined}
          />
        </div>
      )}
      {value.mode === 'date' && (
        <div className="max-w-64">
          <Label htmlFor={`${id}-at`}>{t('studio:release.at', { zone: zoneLabel(f.locale, zone) })}</Label>
          <Input
            id={`${id}-at`}
            type="datetime-local"
            value={value.at}
            onChange={(e) => set({ at: e.target.value })}
            aria-invalid={error?.field === 'at' ? true : undefined}
            aria-describedby={error?.field === 'at' ? errorId : undefined}
          />
        </div>
      )}
      <FieldError id={errorId} message={error?.message} />
    </fieldset>
  );
}

/** The curriculum's mark of a dripped chapter or item: 'Dibuka 7 hari setelah mulai', or its date in the academy's zone. */
export function ReleaseBadge({ rule, className }: { rule: { release_after_days: number | null; release_at: string | null }; className?: string }) {
  const t = useStudioT();
  const f = useAcademyFormat();
  if (rule.release_after_days === null && rule.release_at === null) return null;
  return (
    <Badge tone="biru" className={className}>
      <CalendarClock className="size-3.5" aria-hidden="true" />
      {rule.release_after_days !== null ? t('studio:release.badgeDays', { count: rule.release_after_days }) : t('studio:release.badgeAt', { when: f.shortDateTime(rule.release_at!) })}
    </Badge>
  );
}
