/** Static parts of the course detail page (spec 2.9: 'PELUANG KARIR' and 'TESTIMONI' are static). */

export const careerOpportunities = [
  { title: 'Digital Marketing Specialist', salary: 'Rp6–12 juta/bulan' },
  { title: 'Data Analyst', salary: 'Rp7–15 juta/bulan' },
  { title: 'Content Strategist', salary: 'Rp5–10 juta/bulan' },
  { title: 'Project Manager', salary: 'Rp10–20 juta/bulan' },
  { title: 'UI/UX Designer', salary: 'Rp7–14 juta/bulan' },
  { title: 'Team Leader', salary: 'Rp9–18 juta/bulan' },
];

export const testimonials = [
  {
    name: 'Rina Marlina',
    role: 'Social Media Officer, Bandung',
    rating: 5,
    quote: 'Tugas praktiknya benar-benar dipakai di kantor. Mentor membalas pertanyaan saya dengan detail, bukan jawaban template.',
  },
  {
    name: 'Yusuf Pratama',
    role: 'Fresh graduate, Makassar',
    rating: 5,
    quote: 'Saya masuk tanpa pengalaman. Final project dari kelas ini jadi bahan utama portofolio saat wawancara kerja pertama saya.',
  },
  {
    name: 'Dewi Anggraini',
    role: 'Pemilik UMKM kuliner, Surabaya',
    rating: 4,
    quote: 'Materinya runtut dan bisa diulang kapan saja. Setelah kelas, penjualan online usaha saya naik karena kontennya lebih terencana.',
  },
];

/** Ids of the sections the side navigation links to (spec 2.9). */
export const detailSections = [
  { id: 'tentang-course', label: 'Tentang Course' },
  { id: 'instruktur-course', label: 'Instruktur Course' },
  { id: 'peluang-karir', label: 'Peluang Karir' },
  { id: 'testimoni', label: 'Testimoni' },
  { id: 'pendaftaran-harga', label: 'Pendaftaran & Harga' },
] as const;

export const PACKAGES_SECTION_ID = 'pendaftaran-harga';
