import { whatsappGroup } from './common.ts';
import { compactCourse, FREE_PACKAGE } from './compact.ts';
import type { CourseSeed } from './types.ts';

/** Free classes (interactive webinars, 'Coming Soon' on the detail page), priced 0 (decision 021). */
export const FREE_CLASSES: CourseSeed[] = [
  compactCourse(
    {
      kind: 'free_class',
      title: 'Kelas Gratis: Mengenal Profesi Data Analyst',
      description:
        '<p>Webinar interaktif gratis untuk kamu yang penasaran dengan profesi data analyst: apa pekerjaannya sehari-hari, keterampilan yang dibutuhkan, kisaran gaji di Indonesia, dan peta belajar enam bulan pertama.</p>',
      durationHours: 2,
      groupWhatsapp: whatsappGroup('KelasGratisDataAnalyst2026'),
      thumbnail: { from: '#2563eb', to: '#7c3aed', icon: 'chart' },
      mentors: ['rina-wulandari'],
      tools: ['google-sheets', 'looker-studio', 'zoom'],
      packages: [FREE_PACKAGE],
    },
    {
      slug: 'kelas-gratis-mengenal-profesi-data-analyst',
      topic: 'profesi data analyst',
      chapterTitles: ['Sehari Menjadi Data Analyst', 'Keterampilan yang Dibutuhkan', 'Langkah Selanjutnya'],
      reading: {
        title: 'Modul: Peta Karier Data Analyst',
        name: 'peta-karier-data-analyst',
        sections: [
          { heading: 'Jenjang karier', paragraphs: ['Data analyst biasanya memulai sebagai junior analyst, lalu berkembang menjadi senior analyst, analytics lead, atau beralih ke data scientist dan data engineer.'] },
          { heading: 'Keterampilan inti', paragraphs: ['Keterampilan yang paling sering diminta lowongan kerja.'], bullets: ['Spreadsheet dan SQL.', 'Visualisasi data dengan Looker Studio atau Tableau.', 'Dasar statistik.', 'Komunikasi dan bercerita dengan data.'] },
          { heading: 'Portofolio pertama', paragraphs: ['Pilih data publik, misalnya data BPS, ajukan satu pertanyaan menarik, lalu sajikan jawabannya dalam dasbor dan tulisan singkat.'] },
        ],
      },
      videos: [
        { title: 'Apa yang Dikerjakan Data Analyst?', url: 'https://www.youtube.com/watch?v=yZvFH7B6gKI' },
        { title: 'Membuat Dasbor Pertama di Looker Studio', url: 'https://www.youtube.com/watch?v=Coc4ZNfC2Hk' },
      ],
      live: {
        title: 'Webinar Interaktif: Tanya Jawab Karier Data',
        webinarLink: 'https://zoom.us/j/81122334455?pwd=kelasgratisdata',
        startsAt: '2026-12-03T12:00:00.000Z',
        endsAt: '2026-12-03T14:00:00.000Z',
      },
      practice: {
        title: 'Tugas Praktik Mandiri: Dasbor Data Publik',
        duration: 60,
        instruction:
          '<p>Buat dasbor sederhana dari data publik yang dijelaskan pada <strong>Aset TPM</strong>.</p><ol><li>Salin data ke Google Sheets.</li><li>Hubungkan ke Looker Studio.</li><li>Buat satu grafik tren dan satu tabel ringkas.</li><li>Unggah tangkapan layar dasbor dalam PDF.</li></ol>',
        objective: '<p>Peserta merasakan alur kerja data analyst dari data mentah hingga dasbor.</p>',
        assetTitle: 'Aset TPM 1: Data Jumlah Wisatawan per Provinsi',
        assetSections: [
          { heading: 'Sumber data', paragraphs: ['Data jumlah perjalanan wisatawan nusantara per provinsi selama lima tahun terakhir dari portal data terbuka pemerintah.'] },
          { heading: 'Pertanyaan', paragraphs: ['Provinsi mana yang pertumbuhan wisatawannya paling cepat setelah pandemi?'] },
          { heading: 'Penilaian', paragraphs: ['Kejelasan grafik 50%, ketepatan jawaban 50%.'] },
        ],
      },
      questions: [
        { question: '<p>Tugas utama data analyst adalah…</p>', answers: ['<p>Memperbaiki komputer kantor</p>', '<p>Menjawab pertanyaan bisnis dengan data</p>', '<p>Mendesain logo</p>', '<p>Menulis berita</p>'], correct: 1 },
        { question: '<p>Bahasa yang paling sering dipakai untuk mengambil data dari basis data adalah…</p>', answers: ['<p>SQL</p>', '<p>HTML</p>', '<p>CSS</p>', '<p>Markdown</p>'], correct: 0 },
        { question: '<p>Looker Studio digunakan untuk…</p>', answers: ['<p>Mengedit video</p>', '<p>Membuat dasbor dan visualisasi</p>', '<p>Mengirim e-mail massal</p>', '<p>Membuat kuis</p>'], correct: 1 },
        { question: '<p>Portofolio data analyst sebaiknya berisi…</p>', answers: ['<p>Sertifikat saja</p>', '<p>Proyek analisis dengan pertanyaan, proses, dan temuan</p>', '<p>Foto profil</p>', '<p>Daftar hobi</p>'], correct: 1 },
        { question: '<p>Kemampuan "bercerita dengan data" artinya…</p>', answers: ['<p>Mengarang angka</p>', '<p>Menyampaikan temuan data secara runtut dan mudah dipahami</p>', '<p>Membacakan tabel</p>', '<p>Membuat grafik sebanyak mungkin</p>'], correct: 1 },
      ],
    },
  ),
  compactCourse(
    {
      kind: 'free_class',
      title: 'Kelas Gratis: Personal Branding di LinkedIn',
      description:
        '<p>Webinar interaktif gratis tentang membangun profil LinkedIn yang dilirik perekrut: foto dan headline, ringkasan yang bercerita, menulis unggahan pertama, dan memperluas jejaring secara profesional.</p>',
      durationHours: 2,
      thumbnail: { from: '#0a66c2', to: '#0891b2', icon: 'users' },
      mentors: ['nadia-putri'],
      tools: ['linkedin', 'canva'],
      packages: [FREE_PACKAGE],
    },
    {
      slug: 'kelas-gratis-personal-branding-linkedin',
      topic: 'personal branding',
      chapterTitles: ['Profil yang Meyakinkan', 'Konten dan Jejaring', 'Rencana 30 Hari'],
      reading: {
        title: 'Modul: Daftar Periksa Profil LinkedIn',
        name: 'daftar-periksa-profil-linkedin',
        sections: [
          { heading: 'Bagian atas profil', paragraphs: ['Perekrut melihat foto, headline, dan lokasi dalam beberapa detik pertama.'], bullets: ['Foto wajah jelas dengan latar polos.', 'Headline berisi peran dan nilai yang kamu tawarkan.', 'URL profil yang rapi.'] },
          { heading: 'Bagian About', paragraphs: ['Ceritakan siapa kamu, masalah yang biasa kamu selesaikan, dan pencapaian terukur dalam tiga paragraf pendek.'] },
          { heading: 'Pengalaman', paragraphs: ['Tulis setiap pengalaman dengan kata kerja aktif dan angka, misalnya "Meningkatkan penjualan toko 25 persen dalam 3 bulan".'] },
        ],
      },
      videos: [
        { title: 'Menulis Headline dan About yang Menarik', url: 'https://www.youtube.com/watch?v=SV3IbVcsN0A' },
        { title: 'Membangun Jejaring Tanpa Canggung', url: 'https://www.youtube.com/watch?v=Ya1I0F3Tfeo' },
      ],
      live: {
        title: 'Webinar Interaktif: Bedah Profil LinkedIn Peserta',
        webinarLink: 'https://zoom.us/j/82233445566?pwd=bedahlinkedin',
        startsAt: '2026-12-13T12:00:00.000Z',
        endsAt: '2026-12-13T13:30:00.000Z',
      },
      practice: {
        title: 'Tugas Praktik Mandiri: Perbarui Profil LinkedIn',
        duration: 45,
        instruction:
          '<p>Perbarui profil LinkedIn-mu mengikuti daftar periksa pada <strong>Aset TPM</strong>.</p><ol><li>Ganti foto dan headline.</li><li>Tulis ulang bagian About.</li><li>Tambahkan satu pencapaian terukur di pengalaman.</li><li>Unggah tangkapan layar sebelum dan sesudah dalam PDF.</li></ol>',
        objective: '<p>Peserta memiliki profil LinkedIn yang jelas menunjukkan peran dan nilai dirinya.</p>',
        assetTitle: 'Aset TPM 1: Daftar Periksa Profil',
        assetSections: [
          { heading: 'Sebelum mulai', paragraphs: ['Simpan tangkapan layar profilmu saat ini sebagai pembanding.'] },
          { heading: 'Daftar periksa', paragraphs: ['Centang setiap butir setelah selesai.'], bullets: ['Foto profil dan banner.', 'Headline maksimal 220 karakter.', 'About tiga paragraf.', 'Minimal 5 keahlian relevan.'] },
          { heading: 'Penilaian', paragraphs: ['Kelengkapan 50%, kejelasan pesan 50%.'] },
        ],
      },
      questions: [
        { question: '<p>Bagian profil LinkedIn yang pertama kali dilihat perekrut adalah…</p>', answers: ['<p>Rekomendasi</p>', '<p>Foto dan headline</p>', '<p>Daftar grup</p>', '<p>Riwayat aktivitas</p>'], correct: 1 },
        { question: '<p>Headline yang baik berisi…</p>', answers: ['<p>"Mencari kerja"</p>', '<p>Peran dan nilai yang ditawarkan</p>', '<p>Nomor telepon</p>', '<p>Kutipan motivasi</p>'], correct: 1 },
        { question: '<p>Cara menulis pengalaman kerja yang kuat adalah…</p>', answers: ['<p>Menyalin deskripsi lowongan</p>', '<p>Kata kerja aktif dengan hasil terukur</p>', '<p>Satu kata saja</p>', '<p>Menggunakan huruf kapital semua</p>'], correct: 1 },
        { question: '<p>Saat mengirim permintaan koneksi ke orang yang belum dikenal, sebaiknya…</p>', answers: ['<p>Tanpa pesan</p>', '<p>Menyertakan pesan singkat alasan ingin terhubung</p>', '<p>Langsung meminta pekerjaan</p>', '<p>Mengirim berulang kali</p>'], correct: 1 },
        { question: '<p>Konsistensi personal branding berarti…</p>', answers: ['<p>Unggahan dan profil menyampaikan keahlian yang sama secara rutin</p>', '<p>Mengganti bidang setiap minggu</p>', '<p>Hanya mengunggah foto liburan</p>', '<p>Tidak pernah mengunggah</p>'], correct: 0 },
      ],
    },
  ),
  compactCourse(
    {
      kind: 'free_class',
      title: 'Kelas Gratis: Dasar Manajemen Proyek Agile',
      description:
        '<p>Webinar interaktif gratis yang memperkenalkan cara kerja Agile dan Scrum: sprint, backlog, daily stand-up, dan retrospektif, lengkap dengan contoh papan Trello untuk tim kecil.</p>',
      // A new class: no reviews and no participants yet (the card hides '{n} Peserta').
      durationHours: 2,
      thumbnail: { from: '#b45309', to: '#f59e0b', icon: 'rocket' },
      mentors: ['andi-wijaya'],
      tools: ['trello', 'notion'],
      packages: [FREE_PACKAGE],
    },
    {
      slug: 'kelas-gratis-dasar-manajemen-proyek-agile',
      topic: 'manajemen proyek Agile',
      chapterTitles: ['Mengapa Agile?', 'Scrum dalam Praktik', 'Menerapkan di Tim Kecil'],
      reading: {
        title: 'Modul: Scrum dalam Satu Halaman',
        name: 'scrum-dalam-satu-halaman',
        sections: [
          { heading: 'Peran dalam Scrum', paragraphs: ['Scrum memiliki tiga peran.'], bullets: ['Product Owner: menentukan prioritas.', 'Scrum Master: menjaga proses dan menghilangkan hambatan.', 'Developers: mengerjakan dan menyelesaikan pekerjaan.'] },
          { heading: 'Acara dalam satu sprint', paragraphs: ['Sprint planning, daily scrum 15 menit, sprint review, dan retrospektif. Sprint biasanya berlangsung satu sampai empat minggu.'] },
          { heading: 'Artefak', paragraphs: ['Product backlog, sprint backlog, dan increment yang bisa digunakan di akhir setiap sprint.'] },
        ],
      },
      videos: [
        { title: 'Agile vs Waterfall', url: 'https://www.youtube.com/watch?v=5RocT_OdQcA' },
        { title: 'Menyusun Papan Scrum di Trello', url: 'https://www.youtube.com/watch?v=SWYqp7iY_Tc' },
      ],
      live: {
        title: 'Webinar Interaktif: Simulasi Sprint Planning',
        webinarLink: 'https://zoom.us/j/83344556677?pwd=sprintplanning',
        startsAt: '2027-01-13T12:00:00.000Z',
        endsAt: '2027-01-13T13:30:00.000Z',
      },
      practice: {
        title: 'Tugas Praktik Mandiri: Backlog Proyek Pertama',
        duration: 45,
        instruction:
          '<p>Susun product backlog untuk studi kasus pada <strong>Aset TPM</strong>.</p><ol><li>Tulis minimal 8 user story.</li><li>Urutkan berdasarkan prioritas.</li><li>Pilih story untuk sprint pertama dua minggu.</li><li>Unggah tangkapan layar papan Trello dalam PDF.</li></ol>',
        objective: '<p>Peserta mampu menulis user story dan merencanakan sprint sederhana.</p>',
        assetTitle: 'Aset TPM 1: Studi Kasus Aplikasi Laundry Kiloan',
        assetSections: [
          { heading: 'Latar belakang', paragraphs: ['Pemilik tiga gerai laundry ingin pelanggan dapat memesan penjemputan dan memantau status cucian dari ponsel.'] },
          { heading: 'Format user story', paragraphs: ['Sebagai [peran], saya ingin [kebutuhan], agar [manfaat].'] },
          { heading: 'Penilaian', paragraphs: ['Kualitas user story 50%, prioritas 30%, rencana sprint 20%.'] },
        ],
      },
      questions: [
        { question: '<p>Daily scrum sebaiknya berlangsung paling lama…</p>', answers: ['<p>15 menit</p>', '<p>1 jam</p>', '<p>Setengah hari</p>', '<p>Tidak ada batas</p>'], correct: 0 },
        { question: '<p>Peran yang menentukan prioritas backlog adalah…</p>', answers: ['<p>Scrum Master</p>', '<p>Product Owner</p>', '<p>Pelanggan</p>', '<p>Direktur keuangan</p>'], correct: 1 },
        { question: '<p>Retrospektif bertujuan untuk…</p>', answers: ['<p>Mencari siapa yang salah</p>', '<p>Memperbaiki cara kerja tim di sprint berikutnya</p>', '<p>Menambah fitur baru</p>', '<p>Menghitung gaji</p>'], correct: 1 },
        { question: '<p>Format user story yang benar adalah…</p>', answers: ['<p>"Buat tombol biru"</p>', '<p>"Sebagai pelanggan, saya ingin memantau status cucian, agar tahu kapan bisa diambil"</p>', '<p>"Fitur login"</p>', '<p>"Selesai minggu depan"</p>'], correct: 1 },
        { question: '<p>Ciri utama pendekatan Agile adalah…</p>', answers: ['<p>Semua direncanakan detail di awal dan tidak boleh berubah</p>', '<p>Bekerja dalam iterasi pendek dan menerima perubahan</p>', '<p>Tanpa komunikasi dengan pengguna</p>', '<p>Satu rilis di akhir proyek</p>'], correct: 1 },
      ],
    },
  ),
  compactCourse(
    {
      kind: 'free_class',
      title: 'Kelas Gratis: Menulis CV ATS-Friendly',
      description:
        '<p>Webinar interaktif gratis tentang menyusun CV yang lolos sistem penyaring lamaran (ATS) dan menarik perhatian perekrut: struktur satu halaman, kata kunci dari lowongan, dan pencapaian terukur.</p>',
      durationHours: 2,
      groupWhatsapp: whatsappGroup('KelasGratisCVATS2026'),
      thumbnail: { from: '#0f172a', to: '#2563eb', icon: 'shield' },
      mentors: ['nadia-putri'],
      tools: ['canva', 'notion'],
      packages: [FREE_PACKAGE],
    },
    {
      slug: 'kelas-gratis-menulis-cv-ats-friendly',
      topic: 'penulisan CV',
      chapterTitles: ['Cara Kerja ATS', 'Menyusun Isi CV', 'Menyesuaikan CV dengan Lowongan'],
      reading: {
        title: 'Modul: Struktur CV Satu Halaman',
        name: 'struktur-cv-satu-halaman',
        sections: [
          { heading: 'Urutan bagian', paragraphs: ['CV untuk lulusan baru dan pekerja di bawah lima tahun pengalaman cukup satu halaman.'], bullets: ['Nama dan kontak.', 'Ringkasan profesional.', 'Pengalaman kerja atau organisasi.', 'Pendidikan.', 'Keahlian dan sertifikasi.'] },
          { heading: 'Format yang ramah ATS', paragraphs: ['Gunakan satu kolom, huruf standar, tanpa tabel rumit, tanpa teks di dalam gambar, dan simpan sebagai PDF berbasis teks.'] },
          { heading: 'Kata kunci', paragraphs: ['Ambil kata kunci keahlian dari deskripsi lowongan dan gunakan dengan jujur di ringkasan serta pengalamanmu.'] },
        ],
      },
      videos: [
        { title: 'Bagaimana ATS Membaca CV', url: 'https://www.youtube.com/watch?v=Tt08KmFfIYQ' },
        { title: 'Menulis Pencapaian Terukur', url: 'https://www.youtube.com/watch?v=u75hUSShvnc' },
      ],
      live: {
        title: 'Webinar Interaktif: Review CV Langsung',
        webinarLink: 'https://zoom.us/j/84455667788?pwd=reviewcv',
        startsAt: '2026-12-17T12:00:00.000Z',
        endsAt: '2026-12-17T13:30:00.000Z',
        // The demo's cohort class: its webinar is the cohort's first session (seed/cohorts.ts).
        bySession: true,
      },
      practice: {
        title: 'Tugas Praktik Mandiri: CV untuk Satu Lowongan',
        duration: 60,
        instruction:
          '<p>Pilih satu lowongan nyata, lalu sesuaikan CV-mu memakai panduan pada <strong>Aset TPM</strong>.</p><ol><li>Tandai 8 kata kunci dari lowongan.</li><li>Susun CV satu halaman satu kolom.</li><li>Tulis minimal 3 pencapaian terukur.</li><li>Unggah CV dalam PDF.</li></ol>',
        objective: '<p>Peserta memiliki CV ATS-friendly yang disesuaikan dengan lowongan tujuan.</p>',
        assetTitle: 'Aset TPM 1: Panduan Menyesuaikan CV',
        assetSections: [
          { heading: 'Membaca lowongan', paragraphs: ['Pisahkan kualifikasi wajib dan kualifikasi tambahan. Fokus pada kualifikasi wajib.'] },
          { heading: 'Rumus pencapaian', paragraphs: ['Kata kerja aktif + apa yang dikerjakan + hasil terukur, misalnya "Menyusun jadwal konten mingguan yang menaikkan interaksi 40 persen".'] },
          { heading: 'Penilaian', paragraphs: ['Kesesuaian kata kunci 40%, pencapaian terukur 40%, kerapian format 20%.'] },
        ],
      },
      questions: [
        { question: '<p>ATS adalah…</p>', answers: ['<p>Aplikasi edit foto</p>', '<p>Sistem yang menyaring dan mengelola lamaran kerja</p>', '<p>Jenis huruf</p>', '<p>Situs lowongan</p>'], correct: 1 },
        { question: '<p>Format CV yang paling ramah ATS adalah…</p>', answers: ['<p>Dua kolom dengan banyak ikon</p>', '<p>Satu kolom dengan teks standar</p>', '<p>Gambar JPG</p>', '<p>Infografis penuh warna</p>'], correct: 1 },
        { question: '<p>Kata kunci CV sebaiknya diambil dari…</p>', answers: ['<p>Deskripsi lowongan yang dilamar</p>', '<p>CV teman</p>', '<p>Lirik lagu</p>', '<p>Kamus acak</p>'], correct: 0 },
        { question: '<p>Contoh pencapaian terukur adalah…</p>', answers: ['<p>"Bertanggung jawab atas media sosial"</p>', '<p>"Menaikkan pengikut Instagram dari 2.000 menjadi 10.000 dalam 6 bulan"</p>', '<p>"Pekerja keras"</p>', '<p>"Bisa bekerja dalam tim"</p>'], correct: 1 },
        { question: '<p>Panjang CV yang dianjurkan untuk lulusan baru adalah…</p>', answers: ['<p>Satu halaman</p>', '<p>Lima halaman</p>', '<p>Sepuluh halaman</p>', '<p>Setengah halaman tanpa pengalaman</p>'], correct: 0 },
      ],
    },
  ),
];
