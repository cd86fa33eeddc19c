import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { mockApi, renderWithQuery } from '../../../../test/api-screen';
import { AuditLogConsole } from './audit-log-console';

// An audit entry's action and time in the screen's language, the time in the browser's zone.
mockApi(
  http.get('*/api/admin/audit-log', () =>
    HttpResponse.json({
      data: [
        {
          id: 1,
          actor: { id: 1, name: 'Admin Kelas', email: 'admin@example.com' },
          action: 'role.grant',
          entity_type: 'user',
          entity_id: '42',
          before: { roles: [] },
          after: { roles: ['author'] },
          ip: '127.0.0.1',
          created_at: '2025-05-21T03:30:05Z',
        },
        {
          id: 2,
          actor: { id: 2, name: 'Sinta Maharani', email: 'author@example.com' },
          action: 'course.publish',
          entity_type: 'course',
          entity_id: '14',
          before: { status: 'draft' },
          after: { status: 'published' },
          ip: null,
          created_at: '2025-05-21T03:00:00Z',
        },
      ],
      meta: { page: 1, per_page: 20, total: 2, last_page: 1 },
    }),
  ),
);

function renderLog() {
  renderWithQuery(<AuditLogConsole />);
}

describe('audit log console', () => {
  it('dates an entry in English with seconds in the academy’s zone (WIB) from a WITA browser', async () => {
    vi.stubEnv('TZ', 'Asia/Makassar');
    await i18next.changeLanguage('en');
    renderLog();
    expect(await screen.findByText('21 May 2025, 10:30:05 WIB')).toHaveAttribute('dateTime', '2025-05-21T03:30:05Z');
    expect(screen.getByText('Entries: 2')).toBeInTheDocument();
    // Every action by its name, the studio's too (the filter's suggestions list them as well).
    expect(within(screen.getByRole('list')).getByText('Granted a role')).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getByText('Published a course')).toBeInTheDocument();
  });

  it('dates it in Indonesian on an Indonesian screen (WIB in Jakarta)', async () => {
    vi.stubEnv('TZ', 'Asia/Jakarta');
    renderLog();
    expect(await screen.findByText('21 Mei 2025, 10.30.05 WIB')).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getByText('Memberi peran')).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getByText('Menerbitkan kelas')).toBeInTheDocument();
  });
});
