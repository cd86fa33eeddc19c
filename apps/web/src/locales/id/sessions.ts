/** Live sessions (decision 288): the webinar's session in the player, the mentor's attendance sheet. */
const sessions = {
  webinar: {
    kicker: 'Webinar Langsung',
    when: 'Jadwal:',
    join: 'Gabung Webinar',
    opensAt: 'Tautan dibuka {{when}}.',
    open: 'Sesi sedang berlangsung. Kehadiranmu tercatat saat kamu bergabung.',
    ended: 'Sesi sudah berakhir.',
    cancelled: 'Sesi ini dibatalkan.',
    attendance: 'Kehadiranmu: {{status}}',
    recording: 'Tonton Rekaman',
    makeup: 'Tidak bisa hadir? Menonton rekaman dihitung sebagai pengganti kehadiran.',
    noSession: 'Jadwal sesi untuk webinar ini belum tersedia.',
  },
  status: { present: 'Hadir', late: 'Terlambat', absent: 'Tidak hadir', excused: 'Izin', none: 'Belum tercatat' },
  sheet: {
    title: 'Kehadiran Sesi',
    intro: 'Pilih sesi untuk melihat kehadiran peserta angkatan, memperbaikinya, atau mengimpor laporan peserta dari Zoom.',
    session: 'Sesi',
    empty: 'Belum ada sesi di angkatan yang Anda ajar.',
    name: 'Peserta',
    status: 'Status',
    joined: 'Bergabung',
    setStatus: 'Status kehadiran {{name}}',
    import: 'Impor Laporan Zoom (CSV)',
    imported: '{{matched}} peserta ditandai hadir. Tidak cocok: {{unmatched}}.',
    importedAll: '{{matched}} peserta ditandai hadir.',
    saved: 'Kehadiran tersimpan.',
    cancelled: 'Dibatalkan',
  },
} as const;

export default sessions;
