/**
 * Texts about the network, Indonesian. Read through `NETWORK_TEXTS`
 * (`lib/network/texts.ts`), which answers in the interface language. English twin: `../en/network.ts`.
 */
const network = {
  /** Quizzes need the server's clock and answer keys (spec 2.23): refused offline. */
  quizOffline: 'Quiz tidak bisa dimulai saat offline. Sambungkan perangkatmu ke internet, lalu coba lagi.',
  /** Payments and orders (spec 2.16–2.19): refused offline. */
  paymentOffline: 'Pembayaran tidak bisa diproses saat offline. Sambungkan perangkatmu ke internet, lalu coba lagi.',
  /** Uploads (spec 2.24, profile photo, studio media): refused offline. */
  uploadOffline: 'File tidak bisa diunggah saat offline. Sambungkan perangkatmu ke internet, lalu coba lagi.',
  /** The player offline, for a course with nothing saved on this device. */
  courseOffline: 'Kelas ini belum tersedia offline. Sambungkan ke internet untuk membukanya.',
  /** The player offline, for an item not saved on this device. */
  materialOffline: 'Materi ini belum disimpan untuk offline. Sambungkan ke internet untuk membukanya.',
} as const;

export default network;
