/**
 * Texts of the console's audit log only the web shows (decision 219), Indonesian,
 * unchanged. Action names are the contract's AUDIT_ACTION_LABELS. English twin: `../en/audit.ts`.
 */
const audit = {
  empty: '(kosong)',
  noChanges: 'Tidak ada perubahan data yang dicatat.',
  changes: 'Perubahan',
  field: 'Kolom',
  before: 'Sebelum',
  after: 'Sesudah',
  by: 'oleh {{actor}} · {{entity}} #{{id}}',
  actor: '{{name}} ({{email}})',
  system: 'sistem / baris perintah',
  ip: ' · IP {{ip}}',
  title: 'Log Audit',
  intro: 'Setiap tindakan admin dan penulis: siapa, apa, kapan, serta data sebelum dan sesudahnya.',
  actorLabel: 'Pelaku (email atau nama)',
  actorPlaceholder: 'admin@example.com',
  action: 'Tindakan',
  allActions: 'Semua tindakan',
  from: 'Dari',
  to: 'Sampai',
  apply: 'Terapkan',
  reset: 'Reset',
  loadFailed: 'Log audit gagal dimuat. {{message}}',
  none: 'Tidak ada catatan yang cocok.',
  total: '{{count}} catatan',
  noun: 'catatan',
} as const;

export default audit;
