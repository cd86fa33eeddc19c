import type { CertificateVerification } from '@kelas/contracts/certificates';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { mockApi, renderWithQuery } from '../../../../test/api-screen';
import { CertificateVerificationPage } from './certificate-verification';

/** The public page of a revoked certificate (decision 242): when and why, no PDF, no name after an erasure. */
const CERT: CertificateVerification = {
  code: 'ABCDEFGHJKMNPQRSTVWX',
  name: 'Rina Pembelajar',
  course_title: 'Kelas Sertifikat Uji',
  issued_at: '2026-05-01T03:00:00Z',
  status: 'revoked',
  replaced_by: null,
  replaced_at: null,
  revoked_at: '2026-05-03T03:00:00Z',
  revoked_reason: 'refund',
  pdf_url: '/api/certificates/ABCDEFGHJKMNPQRSTVWX/pdf',
  is_owner: false,
  can_reissue: false,
};
let answer: CertificateVerification = CERT;
mockApi(http.get('*/api/certificates/:code', () => HttpResponse.json({ data: answer })));

describe('CertificateVerificationPage, revoked', () => {
  it('says revoked, when and why, and offers no PDF', async () => {
    answer = CERT;
    renderWithQuery(<CertificateVerificationPage code={CERT.code} />, { route: `/certificate/${CERT.code}` });
    expect(await screen.findByText('Sertifikat Dicabut')).toBeInTheDocument();
    expect(screen.getByText('Sertifikat ini telah dicabut pada 3 Mei 2026 dan tidak berlaku lagi.')).toBeInTheDocument();
    expect(screen.getByText('Pembayaran kelas ini telah dikembalikan.')).toBeInTheDocument();
    expect(screen.getByText('Rina Pembelajar')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Unduh Sertifikat' })).toBeNull();
    expect(screen.queryByText('Sertifikat Valid')).toBeNull();
  });

  it('shows no name once the holder was erased, in English too', async () => {
    answer = { ...CERT, name: null, revoked_reason: 'erasure' };
    await i18next.changeLanguage('en');
    renderWithQuery(<CertificateVerificationPage code={CERT.code} />, { route: `/certificate/${CERT.code}` });
    expect(await screen.findByText('Certificate Revoked')).toBeInTheDocument();
    expect(screen.getByText("The holder's data was erased at their request.")).toBeInTheDocument();
    expect(screen.getByText('Name', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Not shown');
    expect(screen.queryByText('Rina Pembelajar')).toBeNull();
  });
});
