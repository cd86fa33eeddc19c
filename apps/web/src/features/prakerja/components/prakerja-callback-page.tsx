import { PRAKERJA_ATTENDANCE_SEQUENCES, type PrakerjaStep } from '@kelas/contracts/prakerja';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { confirmPrakerjaCallback } from '../api/redeem-code';
import { useSessionLabel } from '../lib/return-to';

type State = { kind: 'checking' } | { kind: 'retry'; url: string; message: string; sequence: number } | { kind: 'error'; message: string };

/**
 * /prakerja/callback?code=&sequence= (decision 192): where the programme sends the learner back.
 * Asks Kelas to check the status with the programme; verified → `onVerified`; not yet → the
 * message and a button back to the programme's page; a fault → the message and 'Coba Lagi'.
 */
export function PrakerjaCallbackPage({ code, sequence, onVerified }: { code: number; sequence: number; onVerified: (step: PrakerjaStep, message: string) => void }) {
  const { t } = useTranslation('prakerja');
  const sessionLabel = useSessionLabel();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const done = useRef(-1);
  const valid = Number.isInteger(code) && code > 0 && (PRAKERJA_ATTENDANCE_SEQUENCES as readonly number[]).includes(sequence);

  useEffect(() => {
    if (!valid || done.current === attempt) return;
    done.current = attempt;
    setState({ kind: 'checking' });
    confirmPrakerjaCallback({ code, sequence })
      .then((res) => {
        if (res.data.status === 'verified') onVerified(res.data, res.message);
        else setState({ kind: 'retry', url: res.data.url, message: res.message, sequence: res.data.sequence });
      })
      .catch((err: unknown) => setState({ kind: 'error', message: err instanceof ApiError ? err.message : t('callback.checkFailed') }));
  }, [attempt, code, sequence, valid, onVerified, t]);

  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <h1 className="text-xl font-bold text-slate-900">{t('callback.title')}</h1>
        {!valid ? (
          <p role="alert" className="mt-4 text-slate-700">
            {t('callback.invalid')}
          </p>
        ) : state.kind === 'checking' ? (
          <div className="mt-6" aria-busy="true">
            <Spinner className="flex justify-center text-brand-600" label={t('callback.checking')} />
            <p className="mt-3 text-sm text-slate-600">{t('callback.checkingLong')}</p>
          </div>
        ) : state.kind === 'retry' ? (
          <div role="alert" className="mt-4">
            <p className="text-slate-700">{t('callback.sessionMessage', { session: sessionLabel(state.sequence), message: state.message })}</p>
            <Button asChild className="mt-5">
              <a href={state.url}>{t('callback.again')}</a>
            </Button>
          </div>
        ) : (
          <div role="alert" className="mt-4">
            <p className="text-slate-700">{state.message}</p>
            <Button className="mt-5" onClick={() => setAttempt((n) => n + 1)}>
              {t('callback.retry')}
            </Button>
          </div>
        )}
        <p className="mt-6 text-sm">
          <Link to={paths.programmu} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t('callback.back')}
          </Link>
        </p>
      </div>
    </section>
  );
}
