import type { PrakerjaLearner } from '@kelas/contracts/prakerja';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { mockApi, renderWithQuery } from '../../../../test/api-screen';
import { ProgrammeLearnersConsole } from './programme-learners-console';

// When a report went out, and when it is tried again, in the screen's language and the browser's zone.
const LEARNER: PrakerjaLearner = {
  code_id: 1,
  redeem_code: '********AB12',
  learner: { id: 9, name: 'Putri Lestari', email: 'putri@example.com' },
  course: { id: 2, slug: 'data', title: 'Belajar Analisis Data' },
  enrolled: true,
  attendances: [{ sequence: 1, verified_at: '2025-05-21T03:00:00Z' }],
  reports: [
    { id: 1, scope: 'tpm', sequence: 1, item_title: 'Sesi 1', status: 'sent', attempts: 1, last_error: null, sent_at: '2025-05-21T03:30:00Z', next_attempt_at: null },
    { id: 2, scope: 'tpm', sequence: 2, item_title: 'Sesi 2', status: 'pending', attempts: 2, last_error: 'timeout', sent_at: null, next_attempt_at: '2025-05-21T04:00:00Z' },
  ],
};
mockApi(http.get('*/api/admin/prakerja/learners', () => HttpResponse.json({ data: [LEARNER] })));

function renderConsole() {
  renderWithQuery(<ProgrammeLearnersConsole />);
}

describe('Prakerja console times', () => {
  it('in English, in the academy’s zone (WIB) from a WITA browser', async () => {
    vi.stubEnv('TZ', 'Asia/Makassar');
    await i18next.changeLanguage('en');
    renderConsole();
    expect(await screen.findByText('Sent 21 May 2025, 10:30 WIB')).toBeInTheDocument();
    expect(screen.getByText('Next try 21 May 2025, 11:00 WIB')).toBeInTheDocument();
    expect(screen.getByTitle('21 May 2025, 10:00 WIB')).toBeInTheDocument();
  });

  it('in Indonesian on an Indonesian screen (WIB in Jakarta)', async () => {
    vi.stubEnv('TZ', 'Asia/Jakarta');
    renderConsole();
    expect(await screen.findByText('Terkirim 21 Mei 2025, 10.30 WIB')).toBeInTheDocument();
    expect(screen.getByText('Dicoba lagi 21 Mei 2025, 11.00 WIB')).toBeInTheDocument();
  });
});
