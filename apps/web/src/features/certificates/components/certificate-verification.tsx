import type { CertificateVerification } from '@kelas/contracts/certificates';
import { AlertTriangle, BadgeCheck, Download, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { isUnknownCertificate, useCertificate } from '../api/get-certificate';
import { useReissueCertificate } from '../api/reissue-certificate';

const longDate = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'Asia/Jakarta' });

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-b border-slate-100 py-3 last:border-0 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-semibold break-words text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

function ReissueCard({ cert }: { cert: CertificateVerification }) {
  const navigate = useNavigate();
  const reissue = useReissueCertificate(cert.code);
  const run = async () => {
    try {
      const fresh = await reissue.mutateAsync();
      notify('Sertifikat baru sudah terbit dengan nama profil terbaru.', 'success');
      navigate(paths.certificate(fresh.code));
    } catch (err) {
      notify(err instanceof ApiError ? err.message : 'Gagal menerbitkan ulang sertifikat.', 'error');
    }
  };
  return (
    <div className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <p className="font-semibold text-amber-900">Nama di sertifikat berbeda dengan nama profil kamu.</p>
      <p className="mt-1 text-sm text-amber-900">
        Terbitkan ulang untuk mencetak nama profil saat ini. Kode lama akan tercatat sebagai sertifikat yang sudah diganti.
      </p>
      <Button className="mt-3" variant="kuning" loading={reissue.isPending} onClick={() => void run()}>
        {!reissue.isPending && <RefreshCw className="size-4" aria-hidden="true" />}
        Terbitkan Ulang Sertifikat
      </Button>
    </div>
  );
}

/**
 * Public page /certificate/{code} (issue 6): confirms a certificate (name, course, issue date,
 * code), says when it was replaced and by which code, downloads the PDF, and lets the owner reissue
 * it with the current profile name.
 */
export function CertificateVerificationPage({ code }: { code: string }) {
  const query = useCertificate(code);
  if (query.isPending) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12" aria-busy="true">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="mt-6 h-48 w-full" />
      </div>
    );
  }
  if (query.isError) {
    const unknown = isUnknownCertificate(query.error);
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center">
        <AlertTriangle className="mx-auto size-12 text-amber-500" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{unknown ? 'Sertifikat tidak ditemukan.' : 'Gagal memuat sertifikat.'}</h1>
        <p className="mt-2 text-slate-600">
          {unknown ? 'Periksa kembali kode verifikasi pada sertifikat.' : 'Silakan muat ulang atau coba kembali nanti.'}
        </p>
        {!unknown && (
          <Button className="mt-6" onClick={() => void query.refetch()}>
            Coba Lagi
          </Button>
        )}
      </section>
    );
  }
  const cert = query.data;
  const valid = cert.status === 'valid';
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Verifikasi Sertifikat</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{cert.course_title}</h1>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {valid ? (
          <div className="flex items-center gap-3">
            <BadgeCheck className="size-8 shrink-0 text-emerald-600" aria-hidden="true" />
            <div>
              <Badge tone="hijau">Sertifikat Valid</Badge>
              <p className="mt-1 text-sm text-slate-600">Sertifikat ini asli dan diterbitkan oleh kami.</p>
            </div>
          </div>
        ) : (
          <div className="flex items-start gap-3">
            <AlertTriangle className="size-8 shrink-0 text-amber-500" aria-hidden="true" />
            <div>
              <Badge tone="kuning">Sertifikat Telah Diganti</Badge>
              <p className="mt-1 text-sm text-slate-700">
                Sertifikat ini telah diganti
                {cert.replaced_at ? ` pada ${longDate.format(new Date(cert.replaced_at))}` : ''}
                {cert.replaced_by ? (
                  <>
                    {' '}
                    dengan sertifikat{' '}
                    <Link className="font-semibold break-all text-brand-700 underline" to={paths.certificate(cert.replaced_by)}>
                      {cert.replaced_by}
                    </Link>
                  </>
                ) : null}
                .
              </p>
            </div>
          </div>
        )}
        <dl className="mt-5">
          <Fact label="Nama">{cert.name}</Fact>
          <Fact label="Kelas">{cert.course_title}</Fact>
          <Fact label="Tanggal Terbit">{longDate.format(new Date(cert.issued_at))}</Fact>
          <Fact label="Kode Verifikasi">
            <span className="font-mono break-all">{cert.code}</span>
          </Fact>
        </dl>
        <Button asChild variant={valid ? 'biru' : 'garis'} className="mt-5">
          <a href={cert.pdf_url} download>
            <Download className="size-4" aria-hidden="true" />
            Unduh Sertifikat
          </a>
        </Button>
        {cert.can_reissue && <ReissueCard cert={cert} />}
      </div>
    </section>
  );
}
