import type { MentorSeed, ToolSeed } from './types.ts';

/** Seeded mentors; avatars are generated at avatars/<key>.svg. Names are unique (the seed's key). */
export const MENTORS: MentorSeed[] = [
  {
    key: 'budi-santoso',
    name: 'Budi Santoso',
    profession: 'Lead Trainer & Praktisi Analisis Data',
    description:
      'Sepuluh tahun memimpin tim analitik di perusahaan ritel dan logistik. Budi telah melatih lebih dari 3.000 peserta untuk mengolah data dan mempresentasikan temuan dengan percaya diri.',
    colors: ['#1d4ed8', '#0ea5e9'],
    userKey: 'mentor',
  },
  {
    key: 'rina-wulandari',
    name: 'Rina Wulandari',
    profession: 'Data Scientist',
    description:
      'Data scientist di sebuah perusahaan e-commerce nasional. Rina membangun model prediksi permintaan dan dasbor penjualan yang dipakai ratusan mitra UMKM.',
    colors: ['#7c3aed', '#ec4899'],
  },
  {
    key: 'ayu-kartika',
    name: 'Ayu Kartika',
    profession: 'Public Speaking Coach & MC Profesional',
    description:
      'Pembawa acara di lebih dari 400 acara korporat dan pelatih komunikasi bagi eksekutif muda. Ayu dikenal dengan metode latihan yang praktis dan menyenangkan.',
    colors: ['#db2777', '#f97316'],
  },
  {
    key: 'dimas-prasetyo',
    name: 'Dimas Prasetyo',
    profession: 'Senior Frontend Engineer',
    description:
      'Membangun aplikasi web untuk perusahaan teknologi finansial sejak 2015. Dimas aktif berbagi materi pemrograman web di komunitas developer Indonesia.',
    colors: ['#0f766e', '#22c55e'],
  },
  {
    key: 'yoga-pratama',
    name: 'Yoga Pratama',
    profession: 'Product Designer (UI/UX)',
    description:
      'Merancang pengalaman pengguna untuk aplikasi transportasi dan pendidikan. Yoga percaya desain yang baik lahir dari riset pengguna yang sederhana namun rutin.',
    colors: ['#9333ea', '#6366f1'],
  },
  {
    key: 'sari-mahardika',
    name: 'Sari Mahardika',
    profession: 'Digital Marketing Strategist',
    description:
      'Mengelola kampanye digital untuk merek kecantikan dan kuliner lokal. Sari membantu pelaku usaha menyusun kalender konten yang konsisten dan terukur.',
    colors: ['#ea580c', '#facc15'],
  },
  {
    key: 'hendra-gunawan',
    name: 'Hendra Gunawan',
    profession: 'Perencana Keuangan Bersertifikat (CFP)',
    description:
      'Perencana keuangan independen yang mendampingi keluarga muda dan pekerja lepas menata anggaran, dana darurat, dan investasi jangka panjang.',
    colors: ['#15803d', '#84cc16'],
  },
  {
    key: 'nadia-putri',
    name: 'Nadia Putri',
    profession: 'HR Business Partner & Career Coach',
    description:
      'Berpengalaman merekrut talenta untuk perusahaan teknologi dan manufaktur. Nadia membagikan sudut pandang perekrut agar pencari kerja tampil lebih siap.',
    colors: ['#0369a1', '#38bdf8'],
  },
  {
    key: 'andi-wijaya',
    name: 'Andi Wijaya',
    profession: 'Project Manager (PMP, Scrum Master)',
    description:
      'Memimpin proyek transformasi digital di sektor perbankan dan pemerintahan. Andi menerapkan cara kerja Agile pada tim lintas fungsi.',
    colors: ['#b45309', '#f59e0b'],
  },
  {
    key: 'fajar-nugroho',
    name: 'Fajar Nugroho',
    // No profession on purpose: the course page shows 'Professional' (spec 2.9).
    profession: null,
    description:
      'Fotografer produk dan pembuat konten yang membantu ratusan toko daring menampilkan produknya dengan foto yang rapi, cukup bermodal ponsel.',
    colors: ['#334155', '#64748b'],
  },
  {
    key: 'maya-anggraini',
    name: 'Maya Anggraini',
    profession: 'Konsultan Pengembangan UMKM',
    description:
      'Pendamping usaha mikro di berbagai program pemerintah dan swasta. Maya fokus pada pencatatan keuangan sederhana dan pemasaran digital untuk UMKM.',
    colors: ['#be123c', '#fb7185'],
  },
];

/** Seeded tools; icons are generated at tools/<key>.svg. Names are unique (the seed's key). */
export const TOOLS: ToolSeed[] = [
  { key: 'python', name: 'Python', mark: 'Py', color: '#3776ab', ink: '#ffd43b' },
  { key: 'jupyter', name: 'Jupyter Notebook', mark: 'Ju', color: '#f37626' },
  { key: 'google-colab', name: 'Google Colab', mark: 'Co', color: '#f9ab00', ink: '#1f2937' },
  { key: 'pandas', name: 'Pandas', mark: 'pd', color: '#150458', ink: '#ffca00' },
  { key: 'excel', name: 'Microsoft Excel', mark: 'X', color: '#107c41' },
  { key: 'google-sheets', name: 'Google Sheets', mark: 'Sh', color: '#0f9d58' },
  { key: 'looker-studio', name: 'Looker Studio', mark: 'LS', color: '#4285f4' },
  { key: 'zoom', name: 'Zoom', mark: 'Zm', color: '#2d8cff' },
  { key: 'google-slides', name: 'Google Slides', mark: 'Sl', color: '#f4b400', ink: '#1f2937' },
  { key: 'powerpoint', name: 'Microsoft PowerPoint', mark: 'P', color: '#c43e1c' },
  { key: 'canva', name: 'Canva', mark: 'Ca', color: '#00c4cc' },
  { key: 'figma', name: 'Figma', mark: 'Fg', color: '#1e1e1e', ink: '#a259ff' },
  { key: 'vscode', name: 'Visual Studio Code', mark: 'VS', color: '#007acc' },
  { key: 'git', name: 'Git', mark: 'Git', color: '#f05032' },
  { key: 'chrome-devtools', name: 'Chrome DevTools', mark: 'DT', color: '#1a73e8' },
  { key: 'meta-business-suite', name: 'Meta Business Suite', mark: 'Me', color: '#0866ff' },
  { key: 'google-analytics', name: 'Google Analytics', mark: 'GA', color: '#e37400' },
  { key: 'notion', name: 'Notion', mark: 'N', color: '#e7e5e4', ink: '#111111' },
  { key: 'trello', name: 'Trello', mark: 'Tr', color: '#0079bf' },
  { key: 'lightroom', name: 'Adobe Lightroom Mobile', mark: 'Lr', color: '#001e36', ink: '#31a8ff' },
  { key: 'linkedin', name: 'LinkedIn', mark: 'in', color: '#0a66c2' },
];
