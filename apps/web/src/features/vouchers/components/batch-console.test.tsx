import type { VoucherBatch } from '@kelas/contracts/admin';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { mockApi, renderWithQuery } from '../../../../test/api-screen';
import { BatchConsole } from './batch-console';

// A voucher batch's dates in the screen's language. The batch expires at the start of a
// Jakarta day (the form's date), so its last valid day is Jakarta's wherever the browser is.
const BATCH: VoucherBatch = {
  id: 3,
  label: 'Kampus A',
  course: { id: 2, slug: 'data', title: 'Belajar Analisis Data' },
  voucher_count: 10,
  max_uses: 1,
  redemption_count: 4,
  with_redemption_code: false,
  expires_at: '2025-05-31T17:00:00Z',
  created_at: '2025-05-21T12:00:00Z',
  revoked_count: 0,
};
mockApi(http.get('*/api/admin/voucher-batches', () => HttpResponse.json({ data: [BATCH] })));

function renderConsole() {
  renderWithQuery(<BatchConsole courses={[{ slug: 'data', title: 'Belajar Analisis Data' }]} />);
}

const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('voucher batch console', () => {
  it('dates a batch in English; the last valid day in Jakarta', async () => {
    // UTC+14: a day ahead of Jakarta for most of the day; the console dates in the academy's zone (decision 267).
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    await i18next.changeLanguage('en');
    renderConsole();
    expect(await screen.findByText('Kampus A')).toBeInTheDocument();
    expect(value('Valid until')).toHaveTextContent('31 May 2025');
    expect(value('Created')).toHaveTextContent('21 May 2025');
  });

  it('dates it in Indonesian on an Indonesian screen', async () => {
    vi.stubEnv('TZ', 'Asia/Jakarta');
    renderConsole();
    expect(await screen.findByText('Kampus A')).toBeInTheDocument();
    expect(value('Berlaku sampai')).toHaveTextContent('31 Mei 2025');
    expect(value('Dibuat')).toHaveTextContent('21 Mei 2025');
  });
});
