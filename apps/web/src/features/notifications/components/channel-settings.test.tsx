import type { ChannelSettings as Settings } from '@kelas/contracts/notification-channels';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithQuery } from '../../../../test/api-screen';
import { ChannelSettings } from './channel-settings';

// Decision 279: the profile's 'Notifikasi' tab chooses channels per event group and saves them together.
const on = { email: true, push: true, whatsapp: true };
const settings: Settings = {
  groups: { payments: on, learning: on, discussions: on, sessions: on },
  push: { devices: 0 },
  whatsapp: { configured: true, available: false },
  always_emailed: ['payment.received', 'refund.succeeded'],
};
const saved: unknown[] = [];

mockApi(
  http.get('*/api/profile/notifications', () => HttpResponse.json({ data: settings })),
  http.put('*/api/profile/notifications', async ({ request }) => {
    const body = (await request.json()) as { groups: Partial<Settings['groups']> };
    saved.push(body);
    return HttpResponse.json({ data: { ...settings, groups: { ...settings.groups, ...body.groups } }, message: 'Pengaturan notifikasi disimpan.' });
  }),
);

describe('ChannelSettings', () => {
  it('saves the changed group as shown (WhatsApp off where it cannot be chosen) and confirms; WhatsApp is disabled without a phone, with the reason', async () => {
    renderWithQuery(<ChannelSettings />, { route: '/programmu/profile?tab=notifikasi' });
    const discussions = await screen.findByRole('group', { name: 'Diskusi (pertanyaan & jawaban)' });
    expect(within(discussions).getByRole('checkbox', { name: 'WhatsApp' })).toBeDisabled();
    expect(screen.getByText('Isi Nomor Ponsel di tab profile untuk menerima WhatsApp.')).toBeInTheDocument();
    await userEvent.click(within(discussions).getByRole('checkbox', { name: 'E-mail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Pengaturan notifikasi disimpan.', { selector: 'p[role="status"]' })).toBeInTheDocument();
    // Only the changed group: an older tab cannot undo what another saved in the other groups.
    expect(saved).toEqual([{ groups: { discussions: { email: false, push: true, whatsapp: false } } }]);
    expect(within(discussions).getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked();
  });
});
