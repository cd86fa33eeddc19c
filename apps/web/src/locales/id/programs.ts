/**
 * Texts of Programmu only the web shows, Indonesian: the spec's texts to the letter (spec 2.20).
 * The spec's own texts are PROGRAMS_TEXT. English twin: `../en/programs.ts`.
 */
const programs = {
  back: 'Kembali ke Beranda',
  redeem: 'Redeem Voucher',
  searching: 'Mencari…',
  emptySearch: 'Tidak ada pelatihan yang cocok dengan pencarian “{{term}}”',
  browse: 'Lihat Kelas',
  continueLabel: 'Lanjut: {{title}}',
  joinGroupLabel: 'Gabung Grup: {{title}}',
} as const;

export default programs;
