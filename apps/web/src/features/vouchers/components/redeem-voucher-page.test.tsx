import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { VOUCHER_MESSAGES, type ClaimVoucherResult } from '@kelas/contracts/vouchers';
import { i18next } from '@/lib/i18n/i18n';
import { RedeemVoucherPage } from './redeem-voucher-page';

let bodies: unknown[] = [];
const refuse = (field: string, message: string, code: string) => HttpResponse.json({ message, code, errors: { [field]: [message] } }, { status: 422 });

const cohortRefusal = (message: string, code: string) => ({ message, code, errors: { cohort_id: [message] }, course: { slug: 'kelas-angkatan', title: 'Kelas Angkatan' } });

const server = setupServer(
  http.get('*/api/config', () =>
    HttpResponse.json({ data: { brand: 'Kelas', company: 'PT Uji', phone: '+62 812-3456-7890', email: 'a@b.c', messagingApp: 'WhatsApp', captcha: 'ALTCHA', recaptchaSiteKey: null, paymentSandbox: true } }),
  ),
  http.post('*/api/course/claim', async ({ request }) => {
    const body = (await request.json()) as { voucher_code: string; redemption_code?: string };
    bodies.push(body);
    await delay(150);
    const code = body.voucher_code.trim().toUpperCase();
    if (code === 'HABIS') return refuse('voucher_code', VOUCHER_MESSAGES.usedUp, 'VOUCHER_USED_UP');
    if (code === 'PRAKERJA' && !body.redemption_code) return refuse('redemption_code', VOUCHER_MESSAGES.redemptionRequired, 'REDEMPTION_CODE_REQUIRED');
    if (code === 'ANGKATAN' && !('cohort_id' in body)) return HttpResponse.json({ ...cohortRefusal('Pilih angkatan kelas ini.', 'COHORT_REQUIRED') }, { status: 422 });
    if (code === 'ANGKATAN' && (body as { cohort_id?: number }).cohort_id === 4) return HttpResponse.json({ ...cohortRefusal('Kursi angkatan ini sudah penuh. Pilih angkatan lain.', 'COHORT_FULL') }, { status: 422 });
    if (code === 'CEPAT') return HttpResponse.json({ message: 'Terlalu banyak percobaan. Silakan coba lagi dalam 60 detik.', code: 'RATE_LIMITED' }, { status: 429 });
    return HttpResponse.json({ message: VOUCHER_MESSAGES.success, data: { course: { id: 7, slug: 'kelas-baru', title: 'Kelas Baru' } } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => {
  bodies = [];
});

function renderPage() {
  const onRedeemed = vi.fn<(r: ClaimVoucherResult) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RedeemVoucherPage
          onRedeemed={onRedeemed}
          renderCohortChoice={({ course, value, onChange, error }) => (
            <div>
              <p>Angkatan {course.title}</p>
              {[3, 4].map((id) => (
                <button key={id} type="button" aria-pressed={value === id} onClick={() => onChange(id)}>
                  Angkatan {id}
                </button>
              ))}
              {error && <p>{error}</p>}
            </div>
          )}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onRedeemed, user: userEvent.setup() };
}

describe('Redeem Voucher page (spec 2.26)', () => {
  it('redeems a code with a spinner on the button, then hands the result over', async () => {
    const { onRedeemed, user } = renderPage();
    await user.type(screen.getByLabelText('Kode Voucher'), 'berk-arya-2026');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    const busy = await screen.findByRole('button', { name: /Memproses/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(onRedeemed).toHaveBeenCalledOnce());
    expect(onRedeemed.mock.calls[0]![0].data.course.slug).toBe('kelas-baru');
    expect(bodies).toEqual([{ voucher_code: 'berk-arya-2026' }]);
  });

  it('asks for the code before calling the server', async () => {
    const { onRedeemed, user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText(VOUCHER_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Kode Voucher')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
    expect(onRedeemed).not.toHaveBeenCalled();
  });

  it("shows the server's message under the voucher field", async () => {
    const { onRedeemed, user } = renderPage();
    await user.type(screen.getByLabelText('Kode Voucher'), 'habis');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText(VOUCHER_MESSAGES.usedUp)).toBeInTheDocument();
    expect(screen.getByLabelText('Kode Voucher')).toHaveAccessibleDescription(VOUCHER_MESSAGES.usedUp);
    expect(onRedeemed).not.toHaveBeenCalled();
  });

  it('puts a redemption-code refusal under the redemption field, then redeems with it', async () => {
    const { onRedeemed, user } = renderPage();
    await user.type(screen.getByLabelText('Kode Voucher'), 'prakerja');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText(VOUCHER_MESSAGES.redemptionRequired)).toBeInTheDocument();
    const redemption = screen.getByLabelText('Kode Redeem (jika ada)');
    expect(redemption).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(redemption).toHaveFocus());
    await user.type(redemption, 'redeem26');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(onRedeemed).toHaveBeenCalledOnce());
    expect(bodies.at(-1)).toEqual({ voucher_code: 'prakerja', redemption_code: 'redeem26' });
  });

  it("offers the voucher's course's cohorts when it has some, says why a choice was refused, then redeems with one", async () => {
    const { onRedeemed, user } = renderPage();
    await user.type(screen.getByLabelText('Kode Voucher'), 'angkatan');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Angkatan Kelas Angkatan')).toBeInTheDocument();
    // Nothing chosen yet: 'Redeem' waits for a choice, and no error is shown for a question not yet asked.
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeDisabled();
    expect(screen.queryByText('Pilih angkatan kelas ini.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Angkatan 4' }));
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Kursi angkatan ini sudah penuh. Pilih angkatan lain.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Angkatan 4' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Angkatan 3' }));
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(onRedeemed).toHaveBeenCalledOnce());
    expect(bodies).toEqual([{ voucher_code: 'angkatan' }, { voucher_code: 'angkatan', cohort_id: 4 }, { voucher_code: 'angkatan', cohort_id: 3 }]);
    // Another code forgets the cohorts of the first one's course.
    await user.type(screen.getByLabelText('Kode Voucher'), 'x');
    expect(screen.queryByText('Angkatan Kelas Angkatan')).not.toBeInTheDocument();
  });

  it('shows a rate-limit answer under the voucher field', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Kode Voucher'), 'cepat');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Terlalu banyak percobaan. Silakan coba lagi dalam 60 detik.')).toBeInTheDocument();
  });

  it("has the 'Tentang Kode Redeem' panel with a chat link to customer service", async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Tentang Kode Redeem' })).toBeInTheDocument();
    expect(screen.getByText(/harus login/)).toBeInTheDocument();
    expect(screen.getByText(/sudah bisa diakses/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: /Chat Customer Service/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/6281234567890\?text=/)));
  });

  describe('in English', () => {
    beforeEach(async () => {
      await i18next.changeLanguage('en');
      await i18next.loadNamespaces(['redeemText', 'vouchers', 'voucherMessages']);
    });
    afterEach(async () => {
      await i18next.changeLanguage('id');
    });

    it('shows the form, the panel and its own checks in English', async () => {
      const { user } = renderPage();
      expect(await screen.findByRole('heading', { name: 'Redeem Voucher' })).toBeInTheDocument();
      expect(screen.getByText('Enter your voucher code to unlock the course you received.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'About Redemption Codes' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Redeem a Prakerja code' })).toBeInTheDocument();
      expect(screen.queryByText(/Kode Voucher/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Redeem' }));
      expect(await screen.findByText('The voucher code is required.')).toBeInTheDocument();
      expect(screen.getByLabelText('Voucher Code')).toHaveAttribute('aria-invalid', 'true');
    });
  });
});
