import { useQueryClient } from '@tanstack/react-query';
import type { PrakerjaStep } from '@kelas/contracts/prakerja';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { PROGRAMS_KEY } from '@/features/programs/api/get-programs';
import { PrakerjaCallbackPage } from '@/features/prakerja/components/prakerja-callback-page';
import { takeReturn } from '@/features/prakerja/lib/return-to';
import { notify } from '@/lib/toast';

/** /prakerja/callback?code=&sequence= (decision 192): verified → back to the player, at the item the learner left. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onVerified = useCallback(
    (step: PrakerjaStep, message: string) => {
      void (async () => {
        await queryClient.invalidateQueries({ queryKey: PROGRAMS_KEY });
        await queryClient.invalidateQueries({ queryKey: ['prakerja'] });
        notify(message, 'success');
        const item = takeReturn(step.course.slug);
        await navigate(`${paths.learning(step.course.slug)}${item ? `?item=${item}` : ''}`, { replace: true });
      })();
    },
    [navigate, queryClient],
  );
  return <PrakerjaCallbackPage code={Number(params.get('code'))} sequence={Number(params.get('sequence'))} onVerified={onVerified} />;
}
