/**
 * Texts of the profile's notification settings only the web shows (decision 279). Indonesian;
 * English twin: `../en/notification-settings.ts`. Group and channel names are the contracts'
 * NOTIFICATION_CHANNEL_TEXT (namespace `notificationChannelText`).
 */
const notificationSettings = {
  title: 'Notifikasi',
  intro: 'Notifikasi di aplikasi (ikon lonceng) selalu aktif. Pilih saluran lain untuk setiap jenis kabar.',
  alwaysEmailed: 'Kuitansi dan pemberitahuan refund selalu dikirim lewat e-mail.',
  save: 'Simpan',
  saveFailed: 'Pengaturan notifikasi gagal disimpan. Silakan coba lagi.',
  loading: 'Memuat pengaturan notifikasi',
  loadFailed: 'Pengaturan notifikasi tidak dapat dimuat.',
  retry: 'Coba Lagi',
  whatsappOff: 'WhatsApp belum tersedia.',
  whatsappNoPhone: 'Isi Nomor Ponsel di tab profile untuk menerima WhatsApp.',
  pushNeedsDevice: 'Untuk menerima notifikasi perangkat, izinkan notifikasi di perangkat ini: centang "Notifikasi perangkat", lalu pilih Izinkan saat browser bertanya.',
  pushBlockedHere: 'Notifikasi perangkat tidak dapat dipilih di browser ini: lihat "Perangkat ini" di atas.',
  device: {
    title: 'Perangkat ini',
    enable: 'Aktifkan notifikasi di perangkat ini',
    disable: 'Matikan di perangkat ini',
    off: 'Notifikasi perangkat belum aktif di perangkat ini.',
    on: 'Notifikasi aktif di perangkat ini.',
    unsupported: 'Browser ini tidak mendukung notifikasi perangkat. Pasang aplikasinya dari browser yang mendukung untuk menerimanya.',
    denied: 'Izin notifikasi diblokir. Ubah izin situs ini di pengaturan browser, lalu coba lagi.',
    failed: 'Notifikasi perangkat gagal diaktifkan. Silakan coba lagi.',
  },
} as const;

export default notificationSettings;
