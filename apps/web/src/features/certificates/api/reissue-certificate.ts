import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CertificateVerificationSchema, type CertificateVerification } from '@kelas/contracts/certificates';
import { wrap } from '@kelas/contracts/http';
import { api } from '@/lib/api-client';
import { certificateKey } from './get-certificate';

const ResponseSchema = wrap(CertificateVerificationSchema);

/**
 * POST /api/certificates/{code}/reissue → { data: CertificateVerification } of the new certificate
 * with the current profile name (owner only; 409 SAME_NAME or ALREADY_REPLACED).
 */
export async function reissueCertificate(code: string): Promise<CertificateVerification> {
  return ResponseSchema.parse(await api.post<unknown>(`/certificates/${encodeURIComponent(code)}/reissue`)).data;
}

/** The reissue mutation: refreshes the old code's page data and seeds the new one's. */
export function useReissueCertificate(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reissueCertificate(code),
    onSuccess: async (fresh) => {
      queryClient.setQueryData(certificateKey(fresh.code), fresh);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: certificateKey(code) }),
        queryClient.invalidateQueries({ queryKey: ['learning', 'activity'] }),
        queryClient.invalidateQueries({ queryKey: ['programs'] }),
      ]);
    },
  });
}
