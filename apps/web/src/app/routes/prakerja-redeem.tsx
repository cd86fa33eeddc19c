import { useQueryClient } from '@tanstack/react-query';
import type { PrakerjaStep } from '@kelas/contracts/prakerja';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { PROGRAMS_KEY } from '@/features/programs/api/get-programs';
import { RedeemPrakerjaPage } from '@/features/prakerja/components/redeem-prakerja-page';
import { notify } from '@/lib/toast';

/** /prakerja/redeem (decision 190): a verified code reloads the programs and opens the course's player. */
export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onEnrolled = async (step: PrakerjaStep, message: string) => {
    await queryClient.invalidateQueries({ queryKey: PROGRAMS_KEY });
    notify(message, 'success');
    await navigate(paths.learning(step.course.slug));
  };
  return <RedeemPrakerjaPage onEnrolled={(s, m) => void onEnrolled(s, m)} />;
}
