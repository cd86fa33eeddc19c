/**
 * Texts of the console's settings page only the web shows (decisions 264, 265), Indonesian.
 * Validation messages are the contract's SETTINGS_TEXT. English twin: `../en/settings.ts`.
 */
const settings = {
  title: 'Pengaturan Akademi',
  intro: 'Pajak penjualan dan siapa yang boleh membuat dan menerbitkan kelas.',
  loading: 'Memuat pengaturan',
  loadFailed: 'Pengaturan gagal dimuat.',
  tax: {
    title: 'Pajak',
    ppn: 'Dikenakan PPN',
    ppnHint: 'PPN ditambahkan pada total keranjang dengan tarif di bawah.',
    exempt: 'Tidak dikenakan PPN',
    exemptHint: 'Mis. lembaga pelatihan kerja berizin (PP 49/2022 pasal 16). Keranjang tanpa PPN; kuitansi mencetak catatan di bawah.',
    rate: 'Tarif PPN (%)',
    note: 'Dasar pembebasan (dicetak di kuitansi)',
    newOrdersOnly: 'Perubahan berlaku untuk pesanan baru. Pesanan yang sudah dibuat tetap dengan pajaknya.',
  },
  courses: {
    title: 'Hak kelas',
    create: 'Yang boleh membuat kelas',
    publish: 'Yang boleh menerbitkan kelas',
    adminAlways: 'Admin selalu boleh.',
    authors: 'Penulis',
    publishHint: 'Penulis yang tidak boleh menerbitkan mengajukan kelasnya untuk ditinjau admin.',
  },
  zone: 'Zona waktu akademi: {{name}} ({{label}}). Semua waktu di konsol memakai zona ini.',
  save: 'Simpan Pengaturan',
  updated: 'Terakhir diubah {{when}}.',
  failed: 'Pengaturan gagal disimpan.',
} as const;

export default settings;
