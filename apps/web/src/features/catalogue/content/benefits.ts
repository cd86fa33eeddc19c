/** A benefit item (spec 3 "Benefit item (landing)"): 'reverse' swaps image and text on wide screens. */
export type BenefitItem = { image: string; alt: string; title: string; description: string; order?: 'reverse' | 'normal' };

/** Landing 'Mengapa Harus Mengambil Kelas di {brand}?' (spec 2.6). */
export const landingBenefits: BenefitItem[] = [
  {
    image: '/images/benefit-mentor.svg',
    alt: 'Mentor praktisi memberi masukan pada hasil kerja peserta',
    title: 'Didampingi Mentor Praktisi',
    description:
      'Setiap kelas dibimbing mentor yang bekerja di industrinya. Kamu mendapat masukan langsung atas tugas dan karya, bukan sekadar menonton materi.',
  },
  {
    image: '/images/benefit-project.svg',
    alt: 'Portofolio berisi proyek-proyek peserta',
    title: 'Belajar Berbasis Proyek',
    description:
      'Materi disusun dari kasus nyata. Di akhir kelas kamu punya karya showcase dan final project yang siap dimasukkan ke portofolio.',
    order: 'reverse',
  },
  {
    image: '/images/benefit-flexible.svg',
    alt: 'Kelas yang dibuka dari laptop dan ponsel',
    title: 'Fleksibel di Mana Saja',
    description: 'Tonton rekaman webinar dan video belajar kapan pun, dari laptop atau ponsel. Progresmu tersimpan otomatis di setiap materi.',
  },
  {
    image: '/images/benefit-certificate.svg',
    alt: 'Sertifikat kelulusan dengan segel resmi',
    title: 'Sertifikat yang Bisa Diverifikasi',
    description:
      'Selesaikan pre test, post test, kuis dan uji keterampilan untuk mendapatkan sertifikat yang dapat dicek keasliannya oleh perekrut.',
    order: 'reverse',
  },
];
