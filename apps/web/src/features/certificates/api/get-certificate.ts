import { queryOptions, useQuery } from '@tanstack/react-query';
import { CertificateVerificationSchema, type CertificateVerification } from '@kelas/contracts/certificates';
import { wrap } from '@kelas/contracts/http';
import { api, ApiError } from '@/lib/api-client';

const ResponseSchema = wrap(CertificateVerificationSchema);

/** GET /api/certificates/{code} → { data: CertificateVerification } (public; the owner's session adds can_reissue). */
export async function getCertificate(code: string, signal?: AbortSignal): Promise<CertificateVerification> {
  return ResponseSchema.parse(await api.get<unknown>(`/certificates/${encodeURIComponent(code)}`, { signal })).data;
}

export const certificateKey = (code: string) => ['certificates', code.toUpperCase()] as const;

export const certificateQuery = (code: string) =>
  queryOptions({
    queryKey: certificateKey(code),
    queryFn: ({ signal }) => getCertificate(code, signal),
  });

/** True for an unknown (404) or malformed (422) code. */
export const isUnknownCertificate = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 422);

export function useCertificate(code: string) {
  return useQuery(certificateQuery(code));
}
