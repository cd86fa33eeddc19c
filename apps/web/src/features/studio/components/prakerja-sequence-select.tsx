import { PRAKERJA_ATTENDANCE_SEQUENCES } from '@kelas/contracts/prakerja';
import { useStudioT } from '../lib/studio-t';
import { selectClass } from './field-classes';

/** '' = none (or "as the chapter" for an item), else the sequence as text. */
export const sequenceToField = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
export const fieldToSequence = (v: string): number | null => (v === '' ? null : Number(v));

/**
 * The job-training programme session of a chapter or an item (decision 191):
 * none, 1..10, or 999 for the post-test. A learner on the programme verifies attendance for it
 * before the session opens.
 */
export function PrakerjaSequenceSelect({ id, value, onChange, noneLabel }: { id: string; value: string; onChange: (v: string) => void; noneLabel: string }) {
  const t = useStudioT();
  return (
    <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{noneLabel}</option>
      {PRAKERJA_ATTENDANCE_SEQUENCES.map((n) => (
        <option key={n} value={String(n)}>
          {n === 999 ? t('studio:prakerjaSequence.postTest') : t('studio:prakerjaSequence.session', { n })}
        </option>
      ))}
    </select>
  );
}
