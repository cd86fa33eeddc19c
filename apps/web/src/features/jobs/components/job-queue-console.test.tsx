import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { mockApi, renderWithQuery } from '../../../../test/api-screen';
import { JobQueueConsole } from './job-queue-console';

// The job queue's counts and times in the screen's language, times in the browser's zone.
mockApi(
  http.get('*/api/admin/jobs', () => HttpResponse.json({ data: [{ name: 'mail.send', counts: { created: 1234, retry: 0, active: 2, completed: 56789, failed: 3 } }] })),
  http.get('*/api/admin/jobs/failed', () =>
    HttpResponse.json({
      data: [{ id: 'a1b2', name: 'mail.send', data: { to: 'x@example.com' }, error: 'SMTP down', tries: 3, created_at: '2025-05-21T03:00:00Z', failed_at: '2025-05-21T03:30:05Z' }],
      meta: { page: 1, per_page: 20, total: 1, last_page: 1 },
    }),
  ),
);

function renderConsole() {
  renderWithQuery(<JobQueueConsole />);
}

describe('job queue console', () => {
  it('shows an English screen English digits and dates, in the academy’s zone (WIB) from a WIT browser', async () => {
    vi.stubEnv('TZ', 'Asia/Jayapura');
    await i18next.changeLanguage('en');
    renderConsole();
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('56,789')).toBeInTheDocument();
    expect(await screen.findByText('21 May 2025, 10:30:05 WIB')).toHaveAttribute('dateTime', '2025-05-21T03:30:05Z');
  });

  it('keeps Indonesian digits and dates on an Indonesian screen (WIB in Jakarta)', async () => {
    vi.stubEnv('TZ', 'Asia/Jakarta');
    renderConsole();
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    expect(screen.getByText('56.789')).toBeInTheDocument();
    expect(await screen.findByText('21 Mei 2025, 10.30.05 WIB')).toBeInTheDocument();
  });
});
