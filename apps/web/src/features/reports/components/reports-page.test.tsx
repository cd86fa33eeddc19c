import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { mockApi, renderWithQuery } from '../../../../test/api-screen';
import { ReportsPage } from './reports-page';

// recharts measures its container; jsdom has no ResizeObserver (a browser API, not ours).
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

// Report cells in the screen's language: rupiah, digits, durations and the method and source codes by name.
const meta = (name: string) => ({ name, from: '2025-05-01', to: '2025-05-30' });
mockApi(
  http.get('*/api/admin/reports/revenue', () =>
    HttpResponse.json({
      data: [
        { day: '2025-05-21', method: 'bank_transfer', orders: 1234, gross: 1_110_000, refunds: 0, net: 1_110_000, ppn: 110_000 },
        { day: '2025-05-21', method: 'gratis', orders: 2, gross: 0, refunds: 0, net: 0, ppn: 0 },
      ],
      meta: meta('revenue'),
    }),
  ),
  http.get('*/api/admin/reports/grading', () =>
    HttpResponse.json({ data: [{ course_id: 1, course_title: 'Belajar Analisis Data', graded: 3, avg_seconds: 5400, median_seconds: 129_600, p90_seconds: 600 }], meta: meta('grading') }),
  ),
);

function renderPage(route = '/admin/reports') {
  renderWithQuery(<ReportsPage />, { route });
  return userEvent.setup();
}

/** The report's table (the phone cards repeat it). */
const table = () => screen.getByRole('table');
/** The table once the chosen report has loaded (a new report shows a skeleton first). */
const loadedTable = () => screen.findByRole('table');

describe('reports page', () => {
  it('shows an English screen English rupiah, digits, durations and method names', async () => {
    await i18next.changeLanguage('en');
    const user = renderPage();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    const cells = within(table()).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining(['Bank Transfer', 'Free', '1,234', 'Rp\u00a01,110,000', 'Rp\u00a0110,000']));
    expect(cells).not.toContain('bank_transfer');

    await user.click(screen.getByRole('tab', { name: 'Grading Time' }));
    expect(await within(await loadedTable()).findByText('1.5 h')).toBeInTheDocument();
    expect(within(table()).getByText('1.5 days')).toBeInTheDocument();
    expect(within(table()).getByText('10 min')).toBeInTheDocument();
  });

  it('opens the report its address names (the overview links to the enrolments report so)', async () => {
    renderPage('/admin/reports?report=grading');
    expect(await screen.findByRole('tab', { name: 'Waktu Penilaian', selected: true })).toBeInTheDocument();
    expect(await within(await loadedTable()).findByText('Belajar Analisis Data')).toBeInTheDocument();
  });

  it('keeps Indonesian digits and rupiah on an Indonesian screen, and names the codes', async () => {
    const user = renderPage();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    const cells = within(table()).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining(['Bank Transfer', 'Gratis', '1.234', 'Rp1.110.000', 'Rp110.000']));

    await user.click(screen.getByRole('tab', { name: 'Waktu Penilaian' }));
    expect(await within(await loadedTable()).findByText('1,5 jam')).toBeInTheDocument();
    expect(within(table()).getByText('1,5 hari')).toBeInTheDocument();
  });
});
