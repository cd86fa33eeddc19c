import { useParams } from 'react-router';
import { CertificateVerificationPage } from '@/features/certificates/components/certificate-verification';

/** /certificate/:code: public verification of a certificate. */
export function Component() {
  const { code = '' } = useParams();
  return <CertificateVerificationPage key={code} code={code} />;
}
