import type { LearnerDetail } from '@kelas/contracts/learners';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { mockApi, renderWithQuery } from '../../../../test/api-screen';
import { LearnerRecord } from './learner-record';

// A learner's record in the screen's language: roles by name, rupiah and dates (browser's zone).
const RECORD: LearnerDetail['data'] = {
  user: {
    id: 42,
    name: 'Putri Lestari',
    email: 'putri@example.com',
    phone: null,
    roles: ['author', 'mentor'],
    email_verified: true,
    created_at: '2025-05-21T03:30:00Z',
    deactivated_at: null,
    erased_at: null,
    enrolment_count: 1,
    gender: null,
    birth_date: null,
  },
  enrolments: [{ id: 1, course: { id: 2, slug: 'data', title: 'Belajar Analisis Data' }, source: 'order', enrolled_at: '2025-05-21T03:45:00Z', completed_items: 3, total_items: 10, progress_percent: 30 }],
  orders: [{ id: 5, invoice_number: 'INV-0005', status: 'paid', total: 1_110_000, created_at: '2025-05-21T03:30:00Z', paid_at: '2025-05-21T03:45:00Z' }],
  quiz_attempts: [],
  submissions: [],
  certificates: [
    { code: 'ABCDEFGHJKMNPQRSTVWX', course: { id: 2, slug: 'data', title: 'Belajar Analisis Data' }, status: 'valid', issued_at: '2025-06-01T03:00:00Z', revoked_at: null, revoked_reason: null },
    { code: 'ZYXWVTSRQPNMKJHGFEDC', course: { id: 3, slug: 'lama', title: 'Kelas Lama' }, status: 'revoked', issued_at: '2025-01-01T03:00:00Z', revoked_at: '2025-02-01T03:00:00Z', revoked_reason: 'refund' },
  ],
};
const revokes: unknown[] = [];

mockApi(
  http.get('*/api/admin/users/42', () => HttpResponse.json({ data: RECORD })),
  http.post('*/api/admin/certificates/:code/revoke', async ({ params, request }) => {
    revokes.push({ code: params.code, body: await request.json() });
    return HttpResponse.json({ data: {} });
  }),
  http.get('*/api/admin/staff/courses', () => HttpResponse.json({ data: [] })),
);

function renderRecord() {
  renderWithQuery(<LearnerRecord userId={42} />, { route: '/admin/learners/42' });
}

describe('learner record in the screen’s language', () => {
  it('names roles, rupiah and dates in English, in the academy’s zone (WIB) from a WITA browser', async () => {
    vi.stubEnv('TZ', 'Asia/Makassar');
    await i18next.changeLanguage('en');
    renderRecord();
    expect(await screen.findByRole('heading', { level: 1, name: 'Putri Lestari' })).toBeInTheDocument();
    expect(screen.getByText('Author')).toBeInTheDocument();
    expect(screen.getByText('Mentor')).toBeInTheDocument();
    expect(screen.getByText('Registered', { selector: 'dt' }).nextElementSibling).toHaveTextContent('21 May 2025, 10:30 WIB');
    expect(screen.getByText('Purchase · since 21 May 2025')).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: /^Orders/ });
    expect(orders.textContent).toContain('Rp\u00a01,110,000');
    expect(within(orders).getByText('21 May 2025, 10:30 WIB')).toBeInTheDocument();
  });

  it('keeps the Indonesian record: Penulis, Rp1.110.000, 21 Mei 2025 (WIB in Jakarta)', async () => {
    vi.stubEnv('TZ', 'Asia/Jakarta');
    renderRecord();
    expect(await screen.findByRole('heading', { level: 1, name: 'Putri Lestari' })).toBeInTheDocument();
    expect(screen.getByText('Penulis')).toBeInTheDocument();
    expect(screen.getByText('Terdaftar', { selector: 'dt' }).nextElementSibling).toHaveTextContent('21 Mei 2025, 10.30 WIB');
    expect(screen.getByText('Pembelian · sejak 21 Mei 2025')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Pesanan/ }).textContent).toContain('Rp1.110.000');
  });
});

describe('certificates in the learner record (decision 242)', () => {
  it('lists them with their status; an admin revokes a valid one with a reason', async () => {
    vi.stubEnv('TZ', 'Asia/Jakarta');
    const user = userEvent.setup();
    renderRecord();
    const panel = await screen.findByRole('region', { name: /^Sertifikat/ });
    expect(within(panel).getByText('Valid')).toBeInTheDocument();
    expect(within(panel).getByText('Dicabut')).toBeInTheDocument();
    expect(within(panel).getByText(/Dicabut 1 Feb 2025 · refund penuh/)).toBeInTheDocument();
    expect(within(panel).getAllByRole('button', { name: /Cabut sertifikat/ })).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: 'Cabut sertifikat Belajar Analisis Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cabut Sertifikat' });
    await user.type(within(dialog).getByRole('textbox'), 'Tugas akhir plagiat');
    await user.click(within(dialog).getByRole('button', { name: 'Cabut Sertifikat' }));
    await vi.waitFor(() => expect(revokes).toEqual([{ code: 'ABCDEFGHJKMNPQRSTVWX', body: { reason: 'Tugas akhir plagiat' } }]));
  });
});
