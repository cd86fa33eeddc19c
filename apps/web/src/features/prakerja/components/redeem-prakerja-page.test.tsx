import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { PRAKERJA_MESSAGES, type PrakerjaStep } from '@kelas/contracts/prakerja';
import { Suspense } from 'react';
import { i18next } from '@/lib/i18n/i18n';
import { RedeemPrakerjaPage } from './redeem-prakerja-page';

let bodies: unknown[] = [];
const course = { id: 3, slug: 'kelas-prakerja', title: 'Kelas Prakerja' };
const server = setupServer(
  http.post('*/api/prakerja/redemptions', async ({ request }) => {
    const body = (await request.json()) as { redeem_code: string };
    bodies.push(body);
    const code = body.redeem_code.trim().toUpperCase();
    if (code === 'PRAT-ADA') return HttpResponse.json({ message: 'Verifikasi', data: { status: 'redirect', sequence: 1, url: 'https://prakerja.example/oauth?t=1', course } });
    if (code === 'PRAT-HADIR') return HttpResponse.json({ message: PRAKERJA_MESSAGES.redeemed, data: { status: 'verified', sequence: 1, course } });
    if (code === 'PRAT-MATI') return HttpResponse.json({ message: PRAKERJA_MESSAGES.unavailable, code: 'PRAKERJA_UNAVAILABLE' }, { status: 503 });
    const message = 'Prakerja: Kode redeem sudah digunakan.';
    return HttpResponse.json({ message, code: 'PRAKERJA_REFUSED', errors: { redeem_code: [message] } }, { status: 422 });
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
  const onEnrolled = vi.fn<(s: PrakerjaStep, m: string) => void>();
  const go = vi.fn<(url: string) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Suspense fallback={null}>
          <RedeemPrakerjaPage onEnrolled={onEnrolled} go={go} />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onEnrolled, go, user: userEvent.setup() };
}

describe('Prakerja redeem page (decision 190)', () => {
  it('sends the learner to the programme verification page the server names', async () => {
    const { go, onEnrolled, user } = renderPage();
    await user.type(screen.getByLabelText('Kode Redeem Prakerja'), 'prat-ada');
    await user.click(screen.getByRole('button', { name: 'Tukarkan' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://prakerja.example/oauth?t=1'));
    expect(await screen.findByRole('button', { name: /Mengalihkan ke halaman verifikasi Prakerja/ })).toBeDisabled();
    expect(onEnrolled).not.toHaveBeenCalled();
    expect(bodies).toEqual([{ redeem_code: 'prat-ada' }]);
  });

  it('hands a code already attended straight over', async () => {
    const { go, onEnrolled, user } = renderPage();
    await user.type(screen.getByLabelText('Kode Redeem Prakerja'), 'PRAT-HADIR');
    await user.click(screen.getByRole('button', { name: 'Tukarkan' }));
    await waitFor(() => expect(onEnrolled).toHaveBeenCalledOnce());
    expect(onEnrolled.mock.calls[0]).toEqual([{ status: 'verified', sequence: 1, course }, PRAKERJA_MESSAGES.redeemed]);
    expect(go).not.toHaveBeenCalled();
  });

  it("shows the programme's reason, or that it is down, under the field", async () => {
    const { user } = renderPage();
    const field = screen.getByLabelText('Kode Redeem Prakerja');
    await user.type(field, 'PRAT-DIPAKAI');
    await user.click(screen.getByRole('button', { name: 'Tukarkan' }));
    expect(await screen.findByText('Prakerja: Kode redeem sudah digunakan.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, 'PRAT-MATI');
    await user.click(screen.getByRole('button', { name: 'Tukarkan' }));
    expect(await screen.findByText(PRAKERJA_MESSAGES.unavailable)).toBeInTheDocument();
  });

  it('checks the code before calling the server', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Tukarkan' }));
    expect(await screen.findByText(PRAKERJA_MESSAGES.codeRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Kode Redeem Prakerja'), 'kode spasi');
    await user.click(screen.getByRole('button', { name: 'Tukarkan' }));
    expect(await screen.findByText(PRAKERJA_MESSAGES.codeFormat)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  describe('in English', () => {
    afterEach(async () => {
      await i18next.changeLanguage('id');
    });

    it("loads its texts and the contract's messages, and checks the code in English", async () => {
      await i18next.changeLanguage('en');
      const { user } = renderPage();
      expect(await screen.findByRole('heading', { name: 'Redeem a Prakerja Code' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Redeem' }));
      expect(await screen.findByText('The Prakerja redeem code is required.')).toBeInTheDocument();
      expect(screen.getByLabelText('Prakerja Redeem Code')).toHaveAttribute('aria-invalid', 'true');
      expect(bodies).toEqual([]);
    });
  });
});
