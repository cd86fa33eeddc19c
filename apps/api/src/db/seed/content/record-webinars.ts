import { whatsappGroup } from './common.ts';
import { compactCourse } from './compact.ts';
import type { CourseSeed } from './types.ts';

/** Record-webinar courses besides the demo course (decision 021). */
export const RECORD_WEBINARS: CourseSeed[] = [
  compactCourse(
    {
      kind: 'record_webinar',
      title: 'Rekaman Webinar: Strategi Konten Media Sosial yang Menghasilkan',
      description:
        '<p>Rekaman webinar dua sesi bersama praktisi pemasaran digital. Membahas pilar konten, format yang sedang efektif di Instagram dan TikTok, serta cara membaca insight untuk memperbaiki konten setiap minggu.</p>',
      durationHours: 4,
      groupWhatsapp: whatsappGroup('KontenSosmedKelasBatch09'),
      thumbnail: { from: '#c026d3', to: '#f472b6', icon: 'megaphone' },
      mentors: ['sari-mahardika'],
      tools: ['canva', 'meta-business-suite', 'google-analytics'],
      packages: [
        { name: 'Akses Rekaman', benefits: ['Rekaman 2 sesi webinar', 'Slide materi', 'E-sertifikat'], prices: [{ price: 99_000, discount: 0 }] },
        { name: 'Rekaman + Template', benefits: ['Semua benefit Akses Rekaman', '30 template konten Canva', 'Contoh kalender konten'], prices: [{ price: 179_000, discount: 20 }] },
        {
          name: 'Rekaman + Audit Akun',
          benefits: ['Semua benefit Rekaman + Template', 'Audit akun Instagram oleh mentor', 'Rekomendasi perbaikan tertulis'],
          prices: [{ price: 399_000, discount: 25 }],
        },
      ],
    },
    {
      slug: 'rekaman-webinar-strategi-konten-media-sosial',
      topic: 'strategi konten',
      chapterTitles: ['Pilar dan Tujuan Konten', 'Format Konten yang Efektif', 'Membaca Insight'],
      reading: {
        title: 'Modul: Menyusun Pilar Konten',
        name: 'menyusun-pilar-konten',
        sections: [
          { heading: 'Apa itu pilar konten', paragraphs: ['Pilar konten adalah tiga sampai lima tema besar yang selalu kamu bahas. Pilar membuat akunmu mudah dikenali dan memudahkan mencari ide setiap minggu.'] },
          { heading: 'Contoh pilar untuk usaha kuliner', paragraphs: ['Sebuah kedai kopi dapat memakai pilar berikut.'], bullets: ['Edukasi: mengenal jenis biji kopi.', 'Di balik layar: proses sangrai.', 'Promo: menu baru dan diskon.', 'Komunitas: cerita pelanggan.'] },
          { heading: 'Perbandingan yang sehat', paragraphs: ['Gunakan porsi sekitar 80 persen konten bernilai dan 20 persen konten jualan agar audiens tidak merasa terus-menerus ditawari.'] },
        ],
      },
      videos: [
        { title: 'Rekaman Sesi 1: Pilar Konten dan Persona', url: 'https://www.youtube.com/watch?v=1mHjMNZZvFo' },
        { title: 'Rekaman Sesi 2: Video Pendek yang Ditonton Sampai Habis', url: 'https://www.youtube.com/watch?v=Tn6-PIqc4UM' },
      ],
      live: {
        title: 'Webinar Live: Tanya Jawab Strategi Konten',
        webinarLink: 'https://zoom.us/j/87890123456?pwd=tanyakonten',
        startsAt: '2026-12-10T12:00:00.000Z',
        endsAt: '2026-12-10T13:00:00.000Z',
      },
      practice: {
        title: 'Tugas Praktik Mandiri: Rencana Pilar Konten',
        duration: 60,
        instruction:
          '<p>Gunakan lembar kerja pada <strong>Aset TPM</strong> untuk menyusun pilar konten akun usaha atau akun pribadimu.</p><ol><li>Tentukan tujuan akun dan persona audiens.</li><li>Tetapkan 3 sampai 5 pilar konten.</li><li>Tulis 2 ide konten untuk setiap pilar.</li><li>Unggah lembar kerja dalam format PDF.</li></ol>',
        objective: '<p>Peserta mampu menyusun pilar konten yang sesuai tujuan dan audiens.</p>',
        assetTitle: 'Aset TPM 1: Lembar Kerja Pilar Konten',
        assetSections: [
          { heading: 'Tujuan akun', paragraphs: ['Tuliskan satu tujuan utama akun untuk tiga bulan ke depan, misalnya menambah 100 pesanan lewat DM.'] },
          { heading: 'Persona audiens', paragraphs: ['Jelaskan usia, pekerjaan, kebiasaan, dan masalah utama audiensmu.'] },
          { heading: 'Pilar dan ide', paragraphs: ['Isi tabel pilar, tujuan pilar, dan dua ide konten untuk setiap pilar.'] },
        ],
      },
      questions: [
        { question: '<p>Pilar konten sebaiknya berjumlah…</p>', answers: ['<p>1</p>', '<p>3 sampai 5</p>', '<p>15 sampai 20</p>', '<p>Tidak perlu ada</p>'], correct: 1 },
        { question: '<p>Perbandingan konten bernilai dan konten jualan yang dianjurkan adalah…</p>', answers: ['<p>80:20</p>', '<p>10:90</p>', '<p>50:50 setiap hari</p>', '<p>0:100</p>'], correct: 0 },
        { question: '<p>Tiga detik pertama video pendek penting karena…</p>', answers: ['<p>Menentukan apakah penonton lanjut menonton</p>', '<p>Tempat menaruh logo besar</p>', '<p>Harus berisi daftar harga</p>', '<p>Tidak dihitung algoritma</p>'], correct: 0 },
        { question: '<p>Insight yang menunjukkan konten disimpan untuk dibaca lagi adalah…</p>', answers: ['<p>Saves</p>', '<p>Followers</p>', '<p>Bio</p>', '<p>Highlight</p>'], correct: 0 },
        { question: '<p>Persona audiens adalah…</p>', answers: ['<p>Nama akun</p>', '<p>Gambaran tokoh yang mewakili target audiens</p>', '<p>Foto profil</p>', '<p>Jadwal unggah</p>'], correct: 1 },
      ],
    },
  ),
  compactCourse(
    {
      kind: 'record_webinar',
      title: 'Rekaman Webinar: Mengatur Keuangan Pribadi untuk Pekerja Muda',
      description:
        '<p>Rekaman webinar tentang mengatur gaji pertama: anggaran 50/30/20, dana darurat, mengelola cicilan dan paylater, serta memulai investasi reksa dana dengan aman.</p>',
      durationHours: 3,
      thumbnail: { from: '#15803d', to: '#84cc16', icon: 'wallet' },
      mentors: ['hendra-gunawan'],
      tools: ['google-sheets', 'notion'],
      packages: [
        { name: 'Akses Rekaman', benefits: ['Rekaman webinar', 'Template anggaran bulanan', 'E-sertifikat'], prices: [{ price: 79_000, discount: 0 }] },
        { name: 'Rekaman + Konsultasi', benefits: ['Semua benefit Akses Rekaman', 'Konsultasi kelompok 60 menit', 'Rencana keuangan tertulis'], prices: [{ price: 299_000, discount: 50 }] },
      ],
    },
    {
      slug: 'rekaman-webinar-keuangan-pribadi-pekerja-muda',
      topic: 'perencanaan keuangan',
      chapterTitles: ['Mengenal Arus Kas Pribadi', 'Dana Darurat dan Utang', 'Mulai Berinvestasi'],
      reading: {
        title: 'Modul: Anggaran 50/30/20',
        name: 'anggaran-50-30-20',
        sections: [
          { heading: 'Membagi penghasilan', paragraphs: ['Metode 50/30/20 membagi penghasilan bersih menjadi 50 persen kebutuhan, 30 persen keinginan, dan 20 persen tabungan serta investasi.'] },
          { heading: 'Contoh gaji Rp6.000.000', paragraphs: ['Pembagian untuk gaji bersih Rp6.000.000 per bulan.'], bullets: ['Kebutuhan: Rp3.000.000 (kos, makan, transportasi).', 'Keinginan: Rp1.800.000 (hiburan, nongkrong).', 'Tabungan dan investasi: Rp1.200.000.'] },
          { heading: 'Sesuaikan dengan kondisimu', paragraphs: ['Jika biaya hidup tinggi, mulai dari 70/20/10 lalu naikkan porsi tabungan perlahan setiap kenaikan gaji.'] },
        ],
      },
      videos: [
        { title: 'Rekaman Sesi 1: Ke Mana Gajiku Pergi?', url: 'https://www.youtube.com/watch?v=HQzoZfc3GwQ' },
        { title: 'Rekaman Sesi 2: Dana Darurat dan Paylater', url: 'https://www.youtube.com/watch?v=4j2emMn7UaI' },
      ],
      live: {
        title: 'Webinar Live: Konsultasi Keuangan Kelompok',
        webinarLink: 'https://zoom.us/j/88901234567?pwd=konsultasiuang',
        startsAt: '2026-12-20T12:00:00.000Z',
        endsAt: '2026-12-20T13:00:00.000Z',
      },
      practice: {
        title: 'Tugas Praktik Mandiri: Anggaran Bulan Depan',
        duration: 45,
        instruction:
          '<p>Isi template anggaran pada <strong>Aset TPM</strong> dengan data keuanganmu (boleh memakai angka perkiraan).</p><ol><li>Catat penghasilan bersih dan pengeluaran tetap.</li><li>Bagi anggaran memakai metode 50/30/20.</li><li>Tentukan target dana darurat.</li><li>Unggah hasilnya dalam format PDF.</li></ol>',
        objective: '<p>Peserta mampu menyusun anggaran bulanan dan target dana darurat.</p>',
        assetTitle: 'Aset TPM 1: Template Anggaran Bulanan',
        assetSections: [
          { heading: 'Penghasilan', paragraphs: ['Tuliskan gaji bersih dan penghasilan tambahan.'] },
          { heading: 'Pengeluaran', paragraphs: ['Kelompokkan pengeluaran.'], bullets: ['Kebutuhan tetap.', 'Keinginan.', 'Cicilan.', 'Tabungan dan investasi.'] },
          { heading: 'Dana darurat', paragraphs: ['Target minimal 3 kali pengeluaran bulanan untuk lajang dan 6 kali untuk yang sudah berkeluarga.'] },
        ],
      },
      questions: [
        { question: '<p>Pada metode 50/30/20, angka 20 adalah porsi untuk…</p>', answers: ['<p>Hiburan</p>', '<p>Tabungan dan investasi</p>', '<p>Kebutuhan pokok</p>', '<p>Cicilan konsumtif</p>'], correct: 1 },
        { question: '<p>Dana darurat minimal untuk pekerja lajang adalah…</p>', answers: ['<p>1 kali gaji</p>', '<p>3 kali pengeluaran bulanan</p>', '<p>12 kali gaji</p>', '<p>Tidak perlu</p>'], correct: 1 },
        { question: '<p>Dana darurat sebaiknya disimpan di…</p>', answers: ['<p>Saham yang sedang naik</p>', '<p>Instrumen yang aman dan mudah dicairkan, misalnya reksa dana pasar uang</p>', '<p>Kripto</p>', '<p>Dipinjamkan ke teman</p>'], correct: 1 },
        { question: '<p>Batas aman total cicilan per bulan adalah sekitar…</p>', answers: ['<p>30 persen penghasilan</p>', '<p>70 persen penghasilan</p>', '<p>100 persen penghasilan</p>', '<p>Tidak ada batas</p>'], correct: 0 },
        { question: '<p>Produk investasi yang cocok untuk pemula dengan modal kecil adalah…</p>', answers: ['<p>Reksa dana</p>', '<p>Properti</p>', '<p>Emas batangan 1 kg</p>', '<p>Investasi bodong dengan imbal hasil pasti 10 persen per bulan</p>'], correct: 0 },
      ],
    },
  ),
  compactCourse(
    {
      kind: 'record_webinar',
      title: 'Rekaman Webinar: Lolos Wawancara Kerja dengan Metode STAR',
      description:
        '<p>Rekaman webinar bersama HR Business Partner tentang persiapan wawancara kerja: riset perusahaan, menjawab pertanyaan perilaku dengan metode STAR, hingga negosiasi gaji pertama.</p>',
      durationHours: 3,
      groupWhatsapp: whatsappGroup('WawancaraKerjaKelasBatch15'),
      thumbnail: { from: '#0369a1', to: '#38bdf8', icon: 'briefcase' },
      mentors: ['nadia-putri'],
      tools: ['zoom', 'linkedin'],
      packages: [
        { name: 'Akses Rekaman', benefits: ['Rekaman webinar', 'Daftar 50 pertanyaan wawancara', 'E-sertifikat'], prices: [{ price: 89_000, discount: 0 }] },
        { name: 'Rekaman + Simulasi', benefits: ['Semua benefit Akses Rekaman', 'Simulasi wawancara daring', 'Feedback tertulis dari HR'], prices: [{ price: 249_000, discount: 20 }] },
        { name: 'Paket Siap Kerja', benefits: ['Semua benefit Rekaman + Simulasi', 'Review CV dan LinkedIn', 'Sesi mentoring karier 1-on-1'], prices: [{ price: 599_000, discount: 30 }] },
      ],
    },
    {
      slug: 'rekaman-webinar-lolos-wawancara-kerja',
      topic: 'wawancara kerja',
      chapterTitles: ['Sebelum Wawancara', 'Menjawab dengan Metode STAR', 'Setelah Wawancara'],
      reading: {
        title: 'Modul: Riset Perusahaan dalam 30 Menit',
        name: 'riset-perusahaan-30-menit',
        sections: [
          { heading: 'Mengapa riset itu penting', paragraphs: ['Pewawancara hampir selalu bertanya "Apa yang kamu ketahui tentang perusahaan kami?". Jawaban yang spesifik menunjukkan kesungguhanmu.'] },
          { heading: 'Sumber yang bisa dipakai', paragraphs: ['Kumpulkan informasi dari sumber berikut.'], bullets: ['Situs resmi dan laporan tahunan.', 'Berita 6 bulan terakhir.', 'Profil LinkedIn karyawan di posisi serupa.', 'Ulasan produk dari pelanggan.'] },
          { heading: 'Rangkum dalam satu halaman', paragraphs: ['Tulis visi perusahaan, produk utama, pencapaian terbaru, dan satu pertanyaan cerdas yang akan kamu ajukan di akhir wawancara.'] },
        ],
      },
      videos: [
        { title: 'Rekaman Sesi 1: Kesan Pertama dan Perkenalan Diri', url: 'https://www.youtube.com/watch?v=HG68Ymazo18' },
        { title: 'Rekaman Sesi 2: Metode STAR dalam Praktik', url: 'https://www.youtube.com/watch?v=0nN7Q7DrI6Q' },
      ],
      live: {
        title: 'Webinar Live: Simulasi Wawancara Bersama HR',
        webinarLink: 'https://zoom.us/j/89012345678?pwd=simulasihr',
        startsAt: '2027-01-06T12:00:00.000Z',
        endsAt: '2027-01-06T13:30:00.000Z',
      },
      practice: {
        title: 'Tugas Praktik Mandiri: Bank Cerita STAR',
        duration: 60,
        instruction:
          '<p>Siapkan tiga cerita pengalaman dengan metode STAR menggunakan lembar pada <strong>Aset TPM</strong>.</p><ol><li>Pilih pengalaman tentang kerja tim, menyelesaikan masalah, dan kegagalan.</li><li>Tulis Situation, Task, Action, dan Result masing-masing.</li><li>Sertakan angka pada bagian Result jika ada.</li><li>Unggah dalam format PDF.</li></ol>',
        objective: '<p>Peserta mampu menyusun jawaban pertanyaan perilaku yang runtut dan meyakinkan.</p>',
        assetTitle: 'Aset TPM 1: Lembar Bank Cerita STAR',
        assetSections: [
          { heading: 'Situation dan Task', paragraphs: ['Jelaskan konteks singkat dan tanggung jawabmu dalam dua sampai tiga kalimat.'] },
          { heading: 'Action', paragraphs: ['Fokus pada tindakanmu sendiri, gunakan kata "saya", bukan "kami".'] },
          { heading: 'Result', paragraphs: ['Tuliskan hasil yang terukur dan pelajaran yang kamu ambil.'] },
        ],
      },
      questions: [
        { question: '<p>Huruf A pada metode STAR berarti…</p>', answers: ['<p>Answer</p>', '<p>Action</p>', '<p>Attitude</p>', '<p>Ability</p>'], correct: 1 },
        { question: '<p>Saat menceritakan Action, sebaiknya memakai kata…</p>', answers: ['<p>"Kami"</p>', '<p>"Mereka"</p>', '<p>"Saya"</p>', '<p>"Kita semua"</p>'], correct: 2 },
        { question: '<p>Jawaban terbaik untuk "Apa kelemahanmu?" adalah…</p>', answers: ['<p>"Saya tidak punya kelemahan"</p>', '<p>Kelemahan nyata disertai upaya perbaikannya</p>', '<p>"Saya perfeksionis" tanpa penjelasan</p>', '<p>Menolak menjawab</p>'], correct: 1 },
        { question: '<p>Di akhir wawancara, saat ditanya "Ada pertanyaan?", sebaiknya…</p>', answers: ['<p>Menjawab "tidak ada"</p>', '<p>Menanyakan hal yang sudah ada di situs</p>', '<p>Mengajukan pertanyaan tentang tantangan tim atau ekspektasi peran</p>', '<p>Langsung menanyakan cuti</p>'], correct: 2 },
        { question: '<p>Ucapan terima kasih setelah wawancara sebaiknya dikirim…</p>', answers: ['<p>Dalam 24 jam</p>', '<p>Setelah satu bulan</p>', '<p>Tidak perlu</p>', '<p>Hanya jika ditolak</p>'], correct: 0 },
      ],
    },
  ),
  compactCourse(
    {
      kind: 'record_webinar',
      title: 'Rekaman Webinar: Fotografi Produk dengan Smartphone',
      description:
        '<p>Rekaman webinar praktis memotret produk jualan hanya dengan ponsel: memanfaatkan cahaya jendela, latar sederhana dari karton, komposisi, hingga penyuntingan warna di Lightroom Mobile.</p><p>Pendaftaran kelas ini sedang disiapkan; harga akan diumumkan segera.</p>',
      durationHours: 2,
      thumbnail: { from: '#334155', to: '#94a3b8', icon: 'camera' },
      mentors: ['fajar-nugroho'],
      tools: ['lightroom', 'canva'],
      // The one course without price packages: the detail page shows its empty state.
      packages: [],
    },
    {
      slug: 'rekaman-webinar-fotografi-produk-smartphone',
      topic: 'fotografi produk',
      chapterTitles: ['Cahaya dan Latar', 'Komposisi dan Sudut', 'Menyunting Foto'],
      reading: {
        title: 'Modul: Studio Mini di Rumah',
        name: 'studio-mini-di-rumah',
        sections: [
          { heading: 'Cahaya jendela adalah teman terbaik', paragraphs: ['Letakkan produk di dekat jendela yang tidak terkena sinar matahari langsung. Cahaya lembut membuat tekstur terlihat jelas tanpa bayangan keras.'] },
          { heading: 'Perlengkapan murah', paragraphs: ['Semua bisa dibeli dengan total di bawah Rp100.000.'], bullets: ['Karton putih untuk latar dan pemantul cahaya.', 'Kain hitam untuk meredam pantulan.', 'Tripod ponsel sederhana.', 'Penjepit kertas untuk menahan latar.'] },
          { heading: 'Pengaturan kamera ponsel', paragraphs: ['Matikan flash, bersihkan lensa, kunci fokus dan eksposur dengan menekan layar cukup lama pada produk.'] },
        ],
      },
      videos: [
        { title: 'Rekaman Sesi 1: Memotret dengan Cahaya Alami', url: 'https://www.youtube.com/watch?v=V7z7BAZdt2M' },
        { title: 'Rekaman Sesi 2: Menyunting di Lightroom Mobile', url: 'https://www.youtube.com/watch?v=6DYBpd4F9GU' },
      ],
      live: {
        title: 'Webinar Live: Review Foto Produk Peserta',
        webinarLink: 'https://zoom.us/j/80123456789?pwd=reviewfoto',
        startsAt: '2027-01-16T06:00:00.000Z',
        endsAt: '2027-01-16T07:30:00.000Z',
      },
      practice: {
        title: 'Tugas Praktik Mandiri: Katalog 5 Foto Produk',
        duration: 90,
        instruction:
          '<p>Potret satu produk dengan lima sudut sesuai daftar pada <strong>Aset TPM</strong>.</p><ol><li>Siapkan studio mini dengan cahaya jendela.</li><li>Ambil foto tampak depan, samping, atas, detail, dan foto saat dipakai.</li><li>Sunting warna dengan Lightroom Mobile.</li><li>Susun kelima foto dalam satu PDF dan unggah.</li></ol>',
        objective: '<p>Peserta mampu menghasilkan foto produk yang terang, tajam, dan konsisten untuk katalog daring.</p>',
        assetTitle: 'Aset TPM 1: Daftar Sudut Foto Katalog',
        assetSections: [
          { heading: 'Lima sudut wajib', paragraphs: ['Setiap katalog minimal memiliki sudut berikut.'], bullets: ['Tampak depan.', 'Tampak samping 45 derajat.', 'Tampak atas (flat lay).', 'Detail tekstur atau label.', 'Produk saat dipakai.'] },
          { heading: 'Konsistensi', paragraphs: ['Gunakan latar dan arah cahaya yang sama untuk seluruh foto agar katalog terlihat profesional.'] },
          { heading: 'Penilaian', paragraphs: ['Pencahayaan 40%, komposisi 30%, konsistensi penyuntingan 30%.'] },
        ],
      },
      questions: [
        { question: '<p>Sumber cahaya yang paling dianjurkan untuk foto produk di rumah adalah…</p>', answers: ['<p>Flash ponsel</p>', '<p>Cahaya jendela yang tidak terkena matahari langsung</p>', '<p>Lampu disko</p>', '<p>Cahaya layar laptop</p>'], correct: 1 },
        { question: '<p>Karton putih di sisi produk berfungsi sebagai…</p>', answers: ['<p>Pemantul cahaya untuk mengisi bayangan</p>', '<p>Hiasan</p>', '<p>Alas tripod</p>', '<p>Penanda harga</p>'], correct: 0 },
        { question: '<p>Foto <em>flat lay</em> diambil dari sudut…</p>', answers: ['<p>Bawah</p>', '<p>Atas, tegak lurus ke produk</p>', '<p>Belakang</p>', '<p>Samping sejajar lantai</p>'], correct: 1 },
        { question: '<p>Agar fokus tidak berpindah saat memotret, kita…</p>', answers: ['<p>Mengguncang ponsel</p>', '<p>Mengunci fokus dan eksposur dengan menekan layar lama</p>', '<p>Menyalakan mode malam</p>', '<p>Memakai zoom digital maksimal</p>'], correct: 1 },
        { question: '<p>Katalog terlihat profesional jika seluruh fotonya…</p>', answers: ['<p>Memakai filter berbeda-beda</p>', '<p>Konsisten dalam latar, cahaya, dan warna</p>', '<p>Diambil di tempat berbeda</p>', '<p>Memiliki watermark besar di tengah</p>'], correct: 1 },
      ],
    },
  ),
];
