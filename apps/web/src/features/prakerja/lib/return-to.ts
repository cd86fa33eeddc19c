import { useTranslation } from 'react-i18next';

/**
 * Where the callback page sends the learner after the programme's verification (decision 192):
 * the player remembers the item before leaving for the programme's page. Session storage only;
 * a missing or foreign value falls back to the course's player.
 */
const KEY = 'kelas.prakerja.return';

export function rememberReturn(slug: string, itemId: number | null): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ slug, itemId }));
  } catch {
    // storage unavailable: the callback falls back to the course
  }
}

export function takeReturn(slug: string): number | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const v = raw ? (JSON.parse(raw) as { slug?: unknown; itemId?: unknown }) : null;
    return v && v.slug === slug && typeof v.itemId === 'number' ? v.itemId : null;
  } catch {
    return null;
  }
}

/** A session's name in the interface language: 'Sesi 2' / 'Session 2', or 'Post-test' for 999. */
export function useSessionLabel(): (sequence: number) => string {
  const { t } = useTranslation('prakerja');
  return (sequence) => (sequence === 999 ? t('postTest') : t('session', { n: sequence }));
}
