import { COURSE_KIND_TEXTS, DETAIL_HERO_TEXTS } from '@kelas/contracts/course-hero';
import { LANDING_HERO_TEXTS } from '@kelas/contracts/landing';
/**
 * Texts of the public catalogue (spec 2.6 landing, 2.7 carousels, 2.8 voucher programme, 2.9 course
 * detail), Indonesian: the spec's texts to the letter (decision 210). English twin:
 * `../en/catalogue.ts`. `{{brand}}` is the configured brand ('Kelas').
 */
const catalogue = {
  landing: {
    // The hero's texts are shared with the server, which inlines the hero into the landing's HTML.
    ...LANDING_HERO_TEXTS,
    whyHeading: 'Mengapa Harus Mengambil Kelas di {{brand}}?',
    carouselsIntro: 'Rekaman webinar, video belajar mandiri, dan kelas gratis yang dibimbing mentor praktisi.',
  },
  about: {
    heading: 'Seputar {{brand}}',
    photos: 'Foto seputar {{brand}}',
    banners: {
      mentor: { alt: 'Sesi webinar bersama mentor', caption: 'Webinar interaktif' },
      project: { alt: 'Peserta mengerjakan proyek nyata', caption: 'Proyek nyata' },
      community: { alt: 'Komunitas peserta yang saling mendukung', caption: 'Komunitas belajar' },
    },
    paragraph1:
      '{{brand}} adalah akademi daring yang membantu pencari kerja, karyawan, dan wirausahawan Indonesia naik kelas. Kelas kami disusun bersama praktisi industri dan dijalankan dengan metode Career Accelerator Learning: belajar dari proyek nyata, dinilai, lalu diperbaiki bersama mentor.',
    paragraph2:
      'Pilih rekaman webinar, video belajar mandiri, atau kelas gratis yang interaktif. Setiap program dilengkapi kuis, tugas praktik, grup diskusi, dan sertifikat, sehingga keterampilan digital, kepemimpinan, dan karisma pribadimu berkembang dengan bukti yang bisa ditunjukkan.',
  },
  benefits: {
    mentor: {
      alt: 'Mentor praktisi memberi masukan pada hasil kerja peserta',
      title: 'Didampingi Mentor Praktisi',
      description:
        'Setiap kelas dibimbing mentor yang bekerja di industrinya. Kamu mendapat masukan langsung atas tugas dan karya, bukan sekadar menonton materi.',
    },
    project: {
      alt: 'Portofolio berisi proyek-proyek peserta',
      title: 'Belajar Berbasis Proyek',
      description: 'Materi disusun dari kasus nyata. Di akhir kelas kamu punya karya showcase dan final project yang siap dimasukkan ke portofolio.',
    },
    flexible: {
      alt: 'Kelas yang dibuka dari laptop dan ponsel',
      title: 'Fleksibel di Mana Saja',
      description: 'Tonton rekaman webinar dan video belajar kapan pun, dari laptop atau ponsel. Progresmu tersimpan otomatis di setiap materi.',
    },
    certificate: {
      alt: 'Sertifikat kelulusan dengan segel resmi',
      title: 'Sertifikat yang Bisa Diverifikasi',
      description:
        'Selesaikan pre test, post test, kuis dan uji keterampilan untuk mendapatkan sertifikat yang dapat dicek keasliannya oleh perekrut.',
    },
  },
  voucherTeaser: {
    heading: 'Punya voucher Prakerja?',
    text: 'Lihat cara membeli kelas dengan voucher pelatihan kerja dan menukarkan kode voucher kamu.',
    action: 'Program Prakerja',
  },
  carousels: {
    heading: 'Pilih Kelas Sesuai Kebutuhanmu',
    recordWebinar: 'Record Webinar',
    learningVideo: 'Video Belajar',
    freeClass: 'Free Class',
    previous: 'Sebelumnya: {{title}}',
    next: 'Berikutnya: {{title}}',
    empty: 'No courses available at the moment.',
  },
  card: {
    students: '{{count}} Peserta',
    originalPrice: 'Harga awal ',
  },
  price: {
    free: 'Free',
    unavailable: 'Price not available',
    discount: 'Disc. {{percent}}%',
    from: 'Mulai dari {{price}}',
    taxAdded: 'Harga belum termasuk PPN {{percent}}%. PPN ditambahkan di keranjang.',
    taxIncluded: 'Harga sudah termasuk PPN {{percent}}%.',
    taxExempt: 'Tidak dikenakan PPN.',
  },
  kinds: { ...COURSE_KIND_TEXTS },
  detail: {
    // The hero's texts are shared with the server, which inlines the hero into the detail's HTML.
    ...DETAIL_HERO_TEXTS,
    loading: 'Memuat kelas',
    loadingStatus: 'Memuat kelas…',
    watchNow: 'Tonton Sekarang',
    registerNow: 'Daftar Sekarang',
    nav: 'Navigasi kelas',
    sections: {
      about: 'Tentang Course',
      instructors: 'Instruktur Course',
      careers: 'Peluang Karir',
      testimonials: 'Testimoni',
      packages: 'Pendaftaran & Harga',
    },
    aboutHeading: 'TENTANG COURSE',
    materialsHeading: 'MATERI & TOOLS COURSE',
    materialsBadges: 'Yang kamu kerjakan',
    materialsPending: 'Materi sedang disusun.',
    tools: 'Tools yang dipakai',
    instructorsHeading: 'INSTRUKTUR COURSE',
    instructorsPending: 'Instruktur akan segera diumumkan.',
    careersHeading: 'PELUANG KARIR',
    careersIntro: 'Keterampilan dari kelas ini dicari untuk posisi berikut.',
    salaryRange: '{{from}}–{{to}} per bulan',
    salaryFrom: 'Mulai {{from}} per bulan',
    salaryUpTo: 'Hingga {{to}} per bulan',
    testimonialsHeading: 'TESTIMONI',
    packagesHeading: 'PENDAFTARAN & HARGA',
    noPackages: 'Ups, daftar harga masih kosong!',
    include: 'Include',
    buy: 'Beli Sekarang',
    buyPackage: 'Beli {{name}}',
    consultHeading: 'Masih ragu memilih paket?',
    consultText: 'Konsultasikan tujuan kariermu dengan tim kami, gratis dan tanpa komitmen.',
    consultMessage: 'Halo, saya ingin konsultasi tentang kelas "{{title}}".',
    consultVia: 'Konsultasi via {{app}}',
    consultFree: 'Konsultasi Gratis',
    notFoundTitle: 'Kelas tidak ditemukan',
    notFoundText: 'Kelas yang kamu cari mungkin sudah tidak tersedia atau alamatnya salah ketik.',
    notFoundAction: 'Lihat Kelas Lainnya',
  },
  voucher: {
    heroBadge: 'Program Voucher Pelatihan Kerja',
    heroTitle: 'Tingkatkan Keterampilan Kerja dengan Voucher Prakerja di {{brand}}',
    heroText:
      'Pakai saldo pelatihanmu untuk kelas berbasis proyek yang didampingi mentor. Lulus dengan sertifikat dan portofolio yang siap ditunjukkan ke perekrut.',
    seeCourses: 'Lihat Kelas',
    howToJoin: 'Cara Mengikuti',
    heroImage: 'Kartu voucher pelatihan dan peserta program',
    kindsHeading: 'Kenali Jenis Kelasnya',
    kinds: {
      freeClass: {
        title: 'Free Class',
        description:
          'Webinar interaktif gratis bersama mentor. Cocok untuk mengenal topik baru, bertanya langsung, dan merasakan cara belajar di kelas kami sebelum memilih program.',
      },
      recordWebinar: {
        title: 'Record Webinar',
        description:
          'Rekaman webinar lengkap dengan pre test, post test, kuis, dan uji keterampilan. Tonton sesuai jadwalmu dan dapatkan sertifikat setelah lulus.',
      },
    },
    carouselsHeading: 'Kelas yang Bisa Kamu Ikuti',
    paymentHeading: 'Beli Kelas Melalui Metode Payment Berikut',
    tiles: {
      eWallet: { label: 'E-Wallet', description: 'GoPay, OVO, DANA, ShopeePay' },
      bankTransfer: { label: 'Bank Transfer', description: 'Virtual account BCA, BNI, BRI, Mandiri' },
      qris: { label: 'QRIS', description: 'Pindai dari aplikasi bank atau e-wallet apa pun' },
      supermarket: { label: 'Supermarket', description: 'Bayar tunai di Indomaret atau Alfamart' },
    },
    benefitsHeading: 'Keuntungan Belajar di {{brand}}',
    benefits: {
      certificate: {
        alt: 'Sertifikat kelulusan program voucher',
        title: 'Sertifikat Resmi Program',
        description: 'Lulus kelas sesuai kriteria program dan sertifikatmu terbit otomatis, siap dilaporkan ke dashboard program.',
      },
      mentor: {
        alt: 'Mentor praktisi mendampingi peserta',
        title: 'Mentor yang Menilai Tugasmu',
        description: 'Uji keterampilan dinilai oleh mentor praktisi, lengkap dengan umpan balik tertulis untuk perbaikan.',
      },
      flexible: {
        alt: 'Belajar dari ponsel dan laptop',
        title: 'Jadwal Fleksibel',
        description: 'Rekaman webinar bisa ditonton kapan saja; webinar langsung diumumkan jauh hari lengkap dengan tautannya.',
      },
    },
    guideHeading: '4 Langkah Mengikuti Kelas',
    step: 'Langkah {{n}}: ',
    steps: {
      register: { title: 'Daftar program', description: 'Buat akun di situs resmi program voucher dan ikuti seleksinya hingga mendapat saldo pelatihan.' },
      buy: { title: 'Beli kelas', description: 'Cari kelas kami di mitra marketplace, lalu bayar dengan saldo pelatihan. Kamu akan menerima kode voucher.' },
      redeem: { title: 'Redeem kode', description: 'Masuk ke akunmu di sini, buka Redeem Voucher, lalu masukkan kode voucher (dan kode redeem bila ada).' },
      learn: { title: 'Belajar dan lulus', description: 'Ikuti semua webinar, selesaikan tes dan kuis, kumpulkan uji keterampilan, lalu unduh sertifikatmu.' },
    },
    joinNow: 'Daftar Kelas Sekarang!',
    faqHeading: 'Pertanyaan yang Sering Diajukan',
    faq: {
      redeem: {
        question: 'Bagaimana cara redeem voucher kelas?',
        answer: `<ol>
<li>Masuk ke akun {{brand}} kamu (atau daftar dengan e-mail yang sama dengan akun program).</li>
<li>Buka menu <strong>Redeem Voucher</strong>.</li>
<li>Masukkan <strong>kode voucher</strong> yang kamu terima dari marketplace setelah membeli kelas.</li>
<li>Jika voucher kamu disertai <strong>kode redeem</strong>, masukkan juga kode tersebut di kolom kode redeem.</li>
<li>Klik tombol redeem. Kelas langsung muncul di <strong>Programmu</strong>.</li>
</ol>`,
      },
      codes: {
        question: 'Apa beda kode voucher dan kode redeem?',
        answer: `<p><strong>Kode voucher</strong> (12 karakter) adalah kode kelas yang kamu dapat setelah membeli di marketplace. <strong>Kode redeem</strong> (8 karakter) adalah kode penukaran yang menyertai sebagian voucher sebagai pengaman tambahan.</p>
<p>Jika voucher kamu disertai kode redeem, isi keduanya di halaman Redeem Voucher. Huruf besar-kecil, spasi, dan tanda hubung tidak berpengaruh.</p>`,
      },
      pass: {
        question: 'Apa saja syarat lulus kelas?',
        answer: `<p>Kamu dinyatakan lulus jika:</p>
<ul>
<li>mengikuti <strong>semua webinar sesuai jadwal</strong>;</li>
<li>menyelesaikan <strong>pre test, post test, dan seluruh kuis</strong>;</li>
<li>menyelesaikan <strong>uji keterampilan</strong> (tugas praktik yang dinilai mentor).</li>
</ul>`,
      },
      certificate: {
        question: 'Kapan sertifikat saya terbit?',
        answer:
          '<p>Sertifikat terbit otomatis setelah semua syarat lulus terpenuhi dan uji keterampilanmu dinilai oleh mentor. Kamu bisa mengunduhnya dari halaman program.</p>',
      },
      invalid: {
        question: 'Kode voucher saya tidak bisa dipakai, apa yang harus dilakukan?',
        answer:
          '<p>Pastikan kode diketik tanpa spasi dan belum pernah dipakai. Jika masih gagal, hubungi tim bantuan kami melalui WhatsApp atau e-mail di bagian bawah halaman ini dengan menyertakan bukti pembelian.</p>',
      },
    },
    helpHeading: 'Masih ada pertanyaan?',
    helpText: 'Tim kami siap membantu setiap hari kerja, pukul 09.00–17.00 WIB.',
    helpMessage: 'Halo, saya ingin bertanya tentang program voucher.',
    chat: 'Chat {{app}}',
  },
} as const;

export default catalogue;
