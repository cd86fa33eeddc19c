/**
 * Texts of the notifications only the web shows (decision 274): the header's bell and the
 * /notifikasi page. Indonesian; English twin: `../en/notifications.ts`. A notification's own title
 * and body come from the API, already in the page's language.
 */
const notifications = {
  bell: {
    label: 'Notifikasi',
    labelUnread: 'Notifikasi, {{count}} belum dibaca',
  },
  page: {
    title: 'Notifikasi',
    markAll: 'Tandai semua dibaca',
    empty: 'Belum ada notifikasi',
    emptyText: 'Kabar tentang pembayaran, tugas, sertifikat dan refund kamu akan muncul di sini.',
    unread: 'Belum dibaca',
    loading: 'Memuat notifikasi',
    loadFailed: 'Notifikasi tidak dapat dimuat.',
    retry: 'Coba Lagi',
    noun: 'notifikasi',
    back: 'Kembali ke Programmu',
  },
} as const;

export default notifications;
