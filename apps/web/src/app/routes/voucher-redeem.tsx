import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ClaimVoucherResult } from '@kelas/contracts/vouchers';
import { paths } from '@/config/paths';
import { CohortChoice } from '@/features/cohorts/components/cohort-picker';
import { PROGRAMS_KEY } from '@/features/programs/api/get-programs';
import { RedeemVoucherPage } from '@/features/vouchers/components/redeem-voucher-page';
import { notify } from '@/lib/toast';

/**
 * /programmu/voucher-redeem (spec 2.26): on success the programs reload and the learner goes to
 * /programmu. A voucher of a course with cohorts asks for one of its open cohorts (decision 285).
 */
export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onRedeemed = async (result: ClaimVoucherResult) => {
    await queryClient.invalidateQueries({ queryKey: PROGRAMS_KEY });
    notify(result.message, 'success');
    await navigate(paths.programmu);
  };
  return (
    <RedeemVoucherPage
      onRedeemed={onRedeemed}
      renderCohortChoice={({ course, value, onChange, error }) => <CohortChoice slug={course.slug} courseTitle={course.title} value={value} onChange={onChange} error={error} />}
    />
  );
}
