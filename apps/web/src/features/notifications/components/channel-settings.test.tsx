import type { ChannelSettings as Settings } from '@kelas/contracts/notification-channels';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithQuery } from '../../../../test/api-screen';
import { ChannelSettings } from './channel-settings';

// Decision 279: the profile's 'Notifikasi' tab chooses channels per event group and saves them together.
const on = { email: true, push: true, whatsapp: true };
let settings: Settings = {
  groups: { payments: on, learning: on, discussions: on, sessions: on },
  push: { devices: 0 },
  whatsapp: { configured: true, available: false },
  always_emailed: ['payment.received', 'refund.succeeded'],
};
const saved: unknown[] = [];
const subscribed: unknown[] = [];

mockApi(
  http.get('*/api/profile/notifications', () => HttpResponse.json({ data: settings })),
  http.put('*/api/profile/notifications', async ({ request }) => {
    const body = (await request.json()) as { groups: Partial<Settings['groups']> };
    saved.push(body);
    return HttpResponse.json({ data: { ...settings, groups: { ...settings.groups, ...body.groups } }, message: 'Pengaturan notifikasi disimpan.' });
  }),
  http.get('*/api/notifications/push-key', () => HttpResponse.json({ data: { public_key: 'BPz3aGVsbG8td29ybGQ' } })),
  http.post('*/api/notifications/push-subscriptions', async ({ request }) => {
    subscribed.push(await request.json());
    return HttpResponse.json({ data: { devices: 1 }, message: 'Notifikasi di perangkat ini aktif.' });
  }),
);

/**
 * A browser with web push (jsdom has none): a service worker whose push manager holds one
 * subscription once `subscribe` is called, and the permission the learner gives when asked.
 */
function browserWithPush(answer: NotificationPermission) {
  let current: PushSubscription | null = null;
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/perangkat-ini',
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/perangkat-ini', expirationTime: null, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } }),
    unsubscribe: async () => true,
  } as unknown as PushSubscription;
  const pushManager = { getSubscription: async () => current, subscribe: async () => (current = subscription) };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ pushManager }) } });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => answer });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

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

  it('a browser without web push shows every device checkbox off and disabled, and says why (decision 292)', async () => {
    renderWithQuery(<ChannelSettings />, { route: '/programmu/profile?tab=notifikasi' });
    const learning = await screen.findByRole('group', { name: 'Belajar (nilai tugas, sertifikat, pengumuman kelas)' });
    const push = within(learning).getByRole('checkbox', { name: 'Notifikasi perangkat' });
    expect(push).not.toBeChecked();
    expect(push).toBeDisabled();
    expect(push).toHaveAccessibleDescription('Notifikasi perangkat tidak dapat dipilih di browser ini: lihat "Perangkat ini" di atas.');
  });

  it('without a subscription here no device checkbox reads as on; ticking one asks the permission, subscribes this browser and is saved (decision 292)', async () => {
    saved.length = 0;
    subscribed.length = 0;
    const before = settings;
    settings = { ...settings, groups: { ...settings.groups, discussions: { email: true, push: false, whatsapp: false } } };
    browserWithPush('granted');
    try {
      const user = userEvent.setup();
      renderWithQuery(<ChannelSettings />, { route: '/programmu/profile?tab=notifikasi' });
      expect(await screen.findByText('Notifikasi perangkat belum aktif di perangkat ini.')).toBeInTheDocument();
      const group = (name: string) => screen.getByRole('group', { name });
      const pushOf = (name: string) => within(group(name)).getByRole('checkbox', { name: 'Notifikasi perangkat' });
      // Stored on for payments, but this browser would receive nothing: it reads as off, with what is needed.
      expect(pushOf('Pembayaran & kuitansi')).not.toBeChecked();
      expect(pushOf('Pembayaran & kuitansi')).toBeEnabled();
      expect(pushOf('Pembayaran & kuitansi')).toHaveAccessibleDescription(
        'Untuk menerima notifikasi perangkat, izinkan notifikasi di perangkat ini: centang "Notifikasi perangkat", lalu pilih Izinkan saat browser bertanya.',
      );

      await user.click(pushOf('Diskusi (pertanyaan & jawaban)'));
      await waitFor(() => expect(pushOf('Diskusi (pertanyaan & jawaban)')).toBeChecked());
      expect(subscribed).toEqual([expect.objectContaining({ endpoint: 'https://fcm.googleapis.com/fcm/send/perangkat-ini' })]);
      expect(screen.getByText('Notifikasi aktif di perangkat ini.')).toBeInTheDocument();
      // Subscribed now: the stored choices of the other groups show as they are.
      expect(pushOf('Pembayaran & kuitansi')).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Simpan' }));
      await waitFor(() => expect(saved).toEqual([{ groups: { discussions: { email: true, push: true, whatsapp: false } } }]));
    } finally {
      settings = before;
    }
  });

  it('a refused permission leaves the device checkbox off and says how to allow it', async () => {
    subscribed.length = 0;
    browserWithPush('denied');
    const user = userEvent.setup();
    renderWithQuery(<ChannelSettings />, { route: '/programmu/profile?tab=notifikasi' });
    await screen.findByText('Notifikasi perangkat belum aktif di perangkat ini.');
    const sessions = screen.getByRole('group', { name: 'Sesi live & angkatan' });
    await user.click(within(sessions).getByRole('checkbox', { name: 'Notifikasi perangkat' }));
    expect(await screen.findByText('Izin notifikasi diblokir. Ubah izin situs ini di pengaturan browser, lalu coba lagi.')).toBeInTheDocument();
    expect(within(sessions).getByRole('checkbox', { name: 'Notifikasi perangkat' })).not.toBeChecked();
    expect(within(sessions).getByRole('checkbox', { name: 'Notifikasi perangkat' })).toBeDisabled();
    expect(subscribed).toEqual([]);
  });
});
