import type { Promo } from '@kelas/contracts/promos';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { mockApi, renderWithQuery } from '../../../../test/api-screen';
import { PromoList } from './promo-list';

// A promo's discount and validity in the screen's language; the window's days are Jakarta's,
// where the form sets them (00:00 and 23:59 WIB), wherever the browser is.
const PROMO: Promo = {
  id: 1,
  code: 'HEMAT50',
  kind: 'amount',
  value: 50_000,
  starts_at: '2025-05-20T17:00:00Z',
  ends_at: '2025-05-31T16:59:00Z',
  max_uses: 1000,
  max_uses_per_learner: 1,
  courses: [],
  active: true,
  used_count: 12,
  status: 'expired',
  created_at: '2025-05-01T00:00:00Z',
};
mockApi(http.get('*/api/admin/promo-codes', () => HttpResponse.json({ data: [PROMO], meta: { page: 1, per_page: 20, total: 1, last_page: 1 } })));

function renderList() {
  renderWithQuery(<PromoList />);
}

describe('promo list', () => {
  it('shows an English screen the discount in English rupiah and the window in Jakarta days', async () => {
    vi.stubEnv('TZ', 'Europe/London');
    await i18next.changeLanguage('en');
    renderList();
    const table = await screen.findByRole('table');
    const cells = within(table).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining(['Rp\u00a050,000', '21 May 2025 – 31 May 2025']));
  });

  it('keeps the Indonesian format on an Indonesian screen', async () => {
    renderList();
    const table = await screen.findByRole('table');
    const cells = within(table).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining(['Rp50.000', '21 Mei 2025 – 31 Mei 2025']));
  });

  it("names the code's state as the server computed it, with its usage count (decision 263)", async () => {
    renderList();
    const table = await screen.findByRole('table');
    const cells = within(table).getAllByRole('cell').map((c) => c.textContent);
    // Switched on but past its window: 'Kedaluwarsa', never 'Aktif'.
    expect(cells).toEqual(expect.arrayContaining(['Kedaluwarsa', '12 / 1000maks. 1/peserta']));
    expect(cells).not.toContain('Aktif');
  });
});
