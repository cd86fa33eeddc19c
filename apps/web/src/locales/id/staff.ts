/**
 * Texts of the console's staff screen only the web shows (issue 18, decision 219), Indonesian,
 * unchanged. Role names are the contract's STAFF_ROLE_LABELS. English twin: `../en/staff.ts`.
 */
const staff = {
  failed: 'Terjadi kesalahan. Coba lagi.',
  invite: {
    failed: 'Undangan gagal dikirim.',
    title: 'Undang Staf',
    intro: 'Akun dibuat bila belum ada; undangan berisi tautan untuk membuat password (berlaku 72 jam).',
    email: 'Email',
    name: 'Nama (opsional)',
    role: 'Peran',
    submit: 'Kirim Undangan',
  },
  console: {
    allRoles: 'Semua peran',
    pendingInvite: 'Undangan belum diterima',
    deactivated: 'Nonaktif',
    roles: 'Peran',
    assigned: 'Kelas yang ditugaskan',
    none: 'Belum ada.',
    unassign: 'Lepas {{course}} ({{role}})',
    assignCourse: 'Tugaskan ke kelas',
    chooseCourse: 'Pilih kelas…',
    as: 'Sebagai',
    assign: 'Tugaskan',
    title: 'Staf',
    intro: 'Admin, penulis, dan mentor: undang, ubah peran, dan tugaskan ke kelas.',
    list: 'Daftar Staf',
    role: 'Peran',
    loadFailed: 'Daftar staf gagal dimuat. {{message}}',
    noun: 'staf',
  },
} as const;

export default staff;
