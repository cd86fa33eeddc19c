import type { BenefitItem } from './benefits';

/** Where buyers search the programme's courses (spec 2.8 payment tiles): an external marketplace. */
export const MARKETPLACE_SEARCH = 'https://www.tokopedia.com/search';
/** The government programme's own site, where a participant registers (2.8 guide). */
export const PROGRAMME_SITE = 'https://www.prakerja.go.id';

/** Payment-partner tiles of 'Beli Kelas Melalui Metode Payment Berikut' (spec 2.8). */
export const paymentTiles = [
  { key: 'e-wallet', label: 'E-Wallet', description: 'GoPay, OVO, DANA, ShopeePay', query: 'e-wallet' },
  { key: 'bank-transfer', label: 'Bank Transfer', description: 'Virtual account BCA, BNI, BRI, Mandiri', query: 'bank transfer' },
  { key: 'qris', label: 'QRIS', description: 'Pindai dari aplikasi bank atau e-wallet apa pun', query: 'qris' },
  { key: 'supermarket', label: 'Supermarket', description: 'Bayar tunai di Indomaret atau Alfamart', query: 'supermarket' },
] as const;

/** Search link of a tile: the brand's programme courses paid by that method. */
export const marketplaceSearchUrl = (brand: string, method: string) =>
  `${MARKETPLACE_SEARCH}?st=product&q=${encodeURIComponent(`kelas prakerja ${brand} ${method}`)}`;

/** Course-kind introduction (spec 2.8): Free Class and Record Webinar. */
export const kindIntro = [
  {
    title: 'Free Class',
    description:
      'Webinar interaktif gratis bersama mentor. Cocok untuk mengenal topik baru, bertanya langsung, dan merasakan cara belajar di kelas kami sebelum memilih program.',
  },
  {
    title: 'Record Webinar',
    description:
      'Rekaman webinar lengkap dengan pre test, post test, kuis, dan uji keterampilan. Tonton sesuai jadwalmu dan dapatkan sertifikat setelah lulus.',
  },
];

/** Benefits of taking the programme's courses here (spec 2.8 "Benefits"). */
export const programmeBenefits: BenefitItem[] = [
  {
    image: '/images/benefit-certificate.svg',
    alt: 'Sertifikat kelulusan program voucher',
    title: 'Sertifikat Resmi Program',
    description: 'Lulus kelas sesuai kriteria program dan sertifikatmu terbit otomatis, siap dilaporkan ke dashboard program.',
  },
  {
    image: '/images/benefit-mentor.svg',
    alt: 'Mentor praktisi mendampingi peserta',
    title: 'Mentor yang Menilai Tugasmu',
    description: 'Uji keterampilan dinilai oleh mentor praktisi, lengkap dengan umpan balik tertulis untuk perbaikan.',
    order: 'reverse',
  },
  {
    image: '/images/benefit-flexible.svg',
    alt: 'Belajar dari ponsel dan laptop',
    title: 'Jadwal Fleksibel',
    description: 'Rekaman webinar bisa ditonton kapan saja; webinar langsung diumumkan jauh hari lengkap dengan tautannya.',
  },
];

/** The four-step 'how to join' guide (spec 2.8). */
export const joinSteps = [
  { title: 'Daftar program', description: 'Buat akun di situs resmi program voucher dan ikuti seleksinya hingga mendapat saldo pelatihan.' },
  { title: 'Beli kelas', description: 'Cari kelas kami di mitra marketplace, lalu bayar dengan saldo pelatihan. Kamu akan menerima kode voucher.' },
  { title: 'Redeem kode', description: 'Masuk ke akunmu di sini, buka Redeem Voucher, lalu masukkan kode voucher (dan kode redeem bila ada).' },
  { title: 'Belajar dan lulus', description: 'Ikuti semua webinar, selesaikan tes dan kuis, kumpulkan uji keterampilan, lalu unduh sertifikatmu.' },
];

/** FAQ entries (spec 3 "FAQ entry"): the answer is HTML, sanitised before it is shown. */
export type FaqEntry = { question: string; answer: string };

export const faqEntries = (brand: string): FaqEntry[] => [
  {
    question: 'Bagaimana cara redeem voucher kelas?',
    answer: `<ol>
<li>Masuk ke akun ${brand} kamu (atau daftar dengan e-mail yang sama dengan akun program).</li>
<li>Buka menu <strong>Redeem Voucher</strong>.</li>
<li>Masukkan <strong>kode voucher</strong> yang kamu terima dari marketplace setelah membeli kelas.</li>
<li>Jika voucher kamu disertai <strong>kode redeem</strong>, masukkan juga kode tersebut di kolom kode redeem.</li>
<li>Klik tombol redeem. Kelas langsung muncul di <strong>Programmu</strong>.</li>
</ol>`,
  },
  {
    question: 'Apa beda kode voucher dan kode redeem?',
    answer: `<p><strong>Kode voucher</strong> (12 karakter) adalah kode kelas yang kamu dapat setelah membeli di marketplace. <strong>Kode redeem</strong> (8 karakter) adalah kode penukaran yang menyertai sebagian voucher sebagai pengaman tambahan.</p>
<p>Jika voucher kamu disertai kode redeem, isi keduanya di halaman Redeem Voucher. Huruf besar-kecil, spasi, dan tanda hubung tidak berpengaruh.</p>`,
  },
  {
    question: 'Apa saja syarat lulus kelas?',
    answer: `<p>Kamu dinyatakan lulus jika:</p>
<ul>
<li>mengikuti <strong>semua webinar sesuai jadwal</strong>;</li>
<li>menyelesaikan <strong>pre test, post test, dan seluruh kuis</strong>;</li>
<li>menyelesaikan <strong>uji keterampilan</strong> (tugas praktik yang dinilai mentor).</li>
</ul>`,
  },
  {
    question: 'Kapan sertifikat saya terbit?',
    answer: '<p>Sertifikat terbit otomatis setelah semua syarat lulus terpenuhi dan uji keterampilanmu dinilai oleh mentor. Kamu bisa mengunduhnya dari halaman program.</p>',
  },
  {
    question: 'Kode voucher saya tidak bisa dipakai, apa yang harus dilakukan?',
    answer:
      '<p>Pastikan kode diketik tanpa spasi dan belum pernah dipakai. Jika masih gagal, hubungi tim bantuan kami melalui WhatsApp atau e-mail di bagian bawah halaman ini dengan menyertakan bukti pembelian.</p>',
  },
];
