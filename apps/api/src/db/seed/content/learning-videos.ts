import { whatsappGroup } from './common.ts';
import { compactCourse } from './compact.ts';
import type { CourseSeed } from './types.ts';

/** Learning-video courses besides the demo course (decision 021). */
export const LEARNING_VIDEOS: CourseSeed[] = [
  compactCourse(
    {
      kind: 'learning_video',
      title: 'Dasar Pemrograman Web: HTML, CSS, dan JavaScript',
      description:
        '<p>Bangun halaman web pertamamu dari nol. Kelas ini membahas struktur halaman dengan HTML, tata letak responsif dengan CSS Flexbox dan Grid, serta interaksi sederhana dengan JavaScript.</p><p>Di akhir kelas kamu memiliki halaman profil pribadi yang siap dipublikasikan dan dimasukkan ke portofolio.</p>',
      durationHours: 14,
      groupWhatsapp: whatsappGroup('WebDasarKelasBatch05'),
      thumbnail: { from: '#0f766e', to: '#22c55e', icon: 'code' },
      mentors: ['dimas-prasetyo'],
      tools: ['vscode', 'chrome-devtools', 'git'],
      packages: [
        { name: 'Paket Mandiri', benefits: ['Akses video selamanya', 'Source code setiap bab', 'Sertifikat penyelesaian'], prices: [{ price: 249_000, discount: 0 }] },
        {
          name: 'Paket Bimbingan',
          benefits: ['Semua benefit Paket Mandiri', 'Code review tugas oleh mentor', 'Grup diskusi WhatsApp'],
          prices: [{ price: 499_000, discount: 20 }],
        },
        {
          name: 'Paket Portofolio',
          benefits: ['Semua benefit Paket Bimbingan', 'Proyek akhir dinilai mentor', 'Review portofolio dan profil GitHub'],
          prices: [{ price: 899_000, discount: 30 }],
        },
      ],
    },
    {
      slug: 'dasar-pemrograman-web-html-css-javascript',
      topic: 'pemrograman web',
      chapterTitles: ['Mengenal Cara Kerja Web', 'Tata Letak dengan CSS', 'Interaksi dengan JavaScript'],
      reading: {
        title: 'Modul: Anatomi Halaman Web',
        name: 'anatomi-halaman-web',
        sections: [
          {
            heading: 'Bagaimana halaman web sampai ke layar',
            paragraphs: [
              'Saat kamu mengetik alamat situs, peramban meminta berkas HTML ke server, lalu memuat CSS untuk tampilan dan JavaScript untuk interaksi. Ketiganya bekerja sama: HTML adalah kerangka, CSS adalah pakaian, dan JavaScript adalah gerakan.',
            ],
          },
          {
            heading: 'Elemen HTML yang wajib dikenal',
            paragraphs: ['Sebagian besar halaman dibangun dari elemen-elemen berikut.'],
            bullets: ['header, nav, main, footer untuk struktur.', 'h1 sampai h3 untuk judul.', 'p, ul, li untuk teks dan daftar.', 'a untuk tautan dan img untuk gambar.', 'form, label, input, button untuk formulir.'],
          },
          {
            heading: 'Kebiasaan baik sejak awal',
            paragraphs: [
              'Gunakan elemen sesuai maknanya, beri teks alternatif pada setiap gambar, dan pastikan setiap input memiliki label. Kebiasaan ini membuat situsmu mudah diakses semua orang dan disukai mesin pencari.',
            ],
          },
        ],
      },
      videos: [
        { title: 'HTML untuk Pemula', url: 'https://www.youtube.com/watch?v=pQN-pnXPaVg' },
        { title: 'Flexbox dan Grid dalam Praktik', url: 'https://www.youtube.com/watch?v=1Rs2ND1ryYc' },
      ],
      live: {
        title: 'Webinar Live: Bedah Halaman Profil Peserta',
        webinarLink: 'https://zoom.us/j/83456789012?pwd=bedahweb',
        startsAt: '2026-12-09T12:00:00.000Z',
        endsAt: '2026-12-09T13:30:00.000Z',
      },
      practice: {
        title: 'Tugas Praktik Mandiri: Halaman Profil Responsif',
        duration: 120,
        instruction:
          '<p>Buat halaman profil pribadi dengan HTML dan CSS sesuai rancangan pada <strong>Aset TPM</strong>.</p><ol><li>Gunakan elemen semantik untuk header, konten, dan footer.</li><li>Pastikan tampilan rapi di layar ponsel dan laptop.</li><li>Tambahkan tombol yang menampilkan pesan sapaan dengan JavaScript.</li><li>Unggah tangkapan layar dan tautan repositori dalam satu PDF.</li></ol>',
        objective: '<p>Peserta mampu menyusun halaman web semantik dan responsif dengan interaksi JavaScript sederhana.</p>',
        assetTitle: 'Aset TPM 1: Rancangan Halaman Profil',
        assetSections: [
          { heading: 'Bagian halaman', paragraphs: ['Halaman terdiri dari foto dan nama, ringkasan diri, daftar keahlian, tiga proyek, dan kontak.'] },
          { heading: 'Ketentuan teknis', paragraphs: ['Ikuti ketentuan berikut.'], bullets: ['Lebar konten maksimal 960 piksel.', 'Satu kolom di ponsel, dua kolom di laptop.', 'Kontras warna teks yang cukup.'] },
          { heading: 'Penilaian', paragraphs: ['Struktur HTML 40%, tampilan responsif 40%, interaksi JavaScript 20%.'] },
        ],
      },
      questions: [
        { question: '<p>Elemen HTML untuk judul utama halaman adalah…</p>', answers: ['<p><code>&lt;title&gt;</code></p>', '<p><code>&lt;h1&gt;</code></p>', '<p><code>&lt;head&gt;</code></p>', '<p><code>&lt;p&gt;</code></p>'], correct: 1 },
        { question: '<p>Properti CSS untuk membuat elemen anak tersusun sebaris dengan Flexbox adalah…</p>', answers: ['<p><code>display: flex</code></p>', '<p><code>position: row</code></p>', '<p><code>float: inline</code></p>', '<p><code>align: line</code></p>'], correct: 0 },
        { question: '<p>Atribut <code>alt</code> pada gambar berguna untuk…</p>', answers: ['<p>Mengatur ukuran gambar</p>', '<p>Memberi animasi</p>', '<p>Menjelaskan isi gambar bagi pembaca layar</p>', '<p>Menambah bingkai</p>'], correct: 2 },
        { question: '<p>Perintah JavaScript untuk memilih elemen dengan id <code>tombol</code> adalah…</p>', answers: ['<p><code>document.getElementById("tombol")</code></p>', '<p><code>select("#tombol")</code></p>', '<p><code>html.find("tombol")</code></p>', '<p><code>css("#tombol")</code></p>'], correct: 0 },
        { question: '<p>Media query dipakai untuk…</p>', answers: ['<p>Mengambil data dari server</p>', '<p>Menyesuaikan tampilan dengan ukuran layar</p>', '<p>Memutar video</p>', '<p>Menyimpan kata sandi</p>'], correct: 1 },
      ],
    },
  ),
  compactCourse(
    {
      kind: 'learning_video',
      title: 'Desain UI/UX dengan Figma untuk Pemula',
      description:
        '<p>Pelajari proses desain aplikasi dari riset pengguna, wireframe, hingga prototipe interaktif di Figma. Materi disusun dari proyek nyata aplikasi layanan publik dan e-commerce.</p><p>Kamu akan menyelesaikan satu studi kasus lengkap yang siap dipresentasikan dalam portofolio desain.</p>',
      durationHours: 10,
      thumbnail: { from: '#9333ea', to: '#6366f1', icon: 'palette' },
      mentors: ['yoga-pratama'],
      tools: ['figma', 'notion'],
      packages: [
        { name: 'Paket Mandiri', benefits: ['Akses video selamanya', 'File Figma latihan', 'Sertifikat penyelesaian'], prices: [{ price: 279_000, discount: 10 }] },
        {
          name: 'Paket Portofolio',
          benefits: ['Semua benefit Paket Mandiri', 'Review studi kasus oleh mentor', 'Template portofolio desain'],
          prices: [{ price: 749_000, discount: 35 }],
        },
      ],
    },
    {
      slug: 'desain-ui-ux-dengan-figma-untuk-pemula',
      topic: 'desain UI/UX',
      chapterTitles: ['Berpikir seperti Desainer', 'Wireframe dan Komponen', 'Prototipe dan Uji Pengguna'],
      reading: {
        title: 'Modul: Proses Desain Berpusat pada Pengguna',
        name: 'proses-desain-berpusat-pengguna',
        sections: [
          {
            heading: 'UI dan UX itu berbeda',
            paragraphs: ['UX (user experience) membahas bagaimana pengguna mencapai tujuannya dengan mudah, sedangkan UI (user interface) membahas tampilan yang dilihat dan disentuh. Desain yang cantik tetapi membingungkan tetap gagal.'],
          },
          {
            heading: 'Lima tahap design thinking',
            paragraphs: ['Tahapan ini tidak selalu berurutan; desainer sering kembali ke tahap sebelumnya.'],
            bullets: ['Empathize: memahami pengguna lewat wawancara.', 'Define: merumuskan masalah utama.', 'Ideate: mengumpulkan banyak ide solusi.', 'Prototype: membuat versi yang bisa dicoba.', 'Test: menguji dan memperbaiki.'],
          },
          {
            heading: 'Wawancara pengguna sederhana',
            paragraphs: ['Ajak lima orang dari target pengguna, tanyakan pengalaman terakhir mereka, bukan pendapat tentang fitur. Catat kata-kata mereka apa adanya.'],
          },
        ],
      },
      videos: [
        { title: 'Mengenal Antarmuka Figma', url: 'https://www.youtube.com/watch?v=FTFaQWZBqQ8' },
        { title: 'Membuat Komponen dan Auto Layout', url: 'https://www.youtube.com/watch?v=jwCmIBJ8Jtc' },
      ],
      live: {
        title: 'Webinar Live: Review Wireframe Bersama Mentor',
        webinarLink: 'https://zoom.us/j/84567890123?pwd=reviewui',
        startsAt: '2026-12-16T12:00:00.000Z',
        endsAt: '2026-12-16T13:30:00.000Z',
      },
      practice: {
        title: 'Tugas Praktik Mandiri: Prototipe Aplikasi Antrean Puskesmas',
        duration: 150,
        instruction:
          '<p>Rancang alur pengambilan nomor antrean puskesmas berdasarkan temuan riset di <strong>Aset TPM</strong>.</p><ol><li>Buat wireframe tiga layar utama.</li><li>Ubah menjadi desain visual dengan komponen yang konsisten.</li><li>Hubungkan layar menjadi prototipe di Figma.</li><li>Ekspor layar dan tautan prototipe ke PDF lalu unggah.</li></ol>',
        objective: '<p>Peserta mampu menerjemahkan temuan riset menjadi prototipe yang dapat diuji.</p>',
        assetTitle: 'Aset TPM 1: Temuan Riset Antrean Puskesmas',
        assetSections: [
          { heading: 'Profil pengguna', paragraphs: ['Ibu rumah tangga 30-45 tahun, memakai ponsel Android kelas menengah, sering mengantar anak berobat pada pagi hari.'] },
          { heading: 'Temuan utama', paragraphs: ['Hasil wawancara lima pengguna.'], bullets: ['Antre sejak subuh tanpa kepastian jam dilayani.', 'Tidak tahu dokumen yang perlu dibawa.', 'Ingin pengingat saat giliran sudah dekat.'] },
          { heading: 'Penilaian', paragraphs: ['Kesesuaian dengan temuan riset 40%, konsistensi visual 30%, kelengkapan prototipe 30%.'] },
        ],
      },
      questions: [
        { question: '<p>Tahap pertama dalam design thinking adalah…</p>', answers: ['<p>Prototype</p>', '<p>Empathize</p>', '<p>Test</p>', '<p>Ideate</p>'], correct: 1 },
        { question: '<p><em>Wireframe</em> adalah…</p>', answers: ['<p>Desain final dengan warna lengkap</p>', '<p>Kerangka tata letak layar tanpa detail visual</p>', '<p>Kode program aplikasi</p>', '<p>Logo aplikasi</p>'], correct: 1 },
        { question: '<p>Fitur Figma yang membuat tombol otomatis melebar mengikuti teks adalah…</p>', answers: ['<p>Auto Layout</p>', '<p>Pen Tool</p>', '<p>Slice</p>', '<p>Comment</p>'], correct: 0 },
        { question: '<p>Pertanyaan wawancara pengguna yang baik adalah…</p>', answers: ['<p>"Anda suka fitur ini, kan?"</p>', '<p>"Ceritakan terakhir kali Anda mengalami kesulitan mengantre."</p>', '<p>"Warna apa yang Anda mau?"</p>', '<p>"Berapa harga yang pantas?"</p>'], correct: 1 },
        { question: '<p>Tujuan uji kegunaan (usability testing) adalah…</p>', answers: ['<p>Membuktikan desain sudah sempurna</p>', '<p>Menemukan bagian yang menyulitkan pengguna</p>', '<p>Menghitung jumlah layar</p>', '<p>Memilih font</p>'], correct: 1 },
      ],
    },
  ),
  compactCourse(
    {
      kind: 'learning_video',
      title: 'Microsoft Excel untuk Administrasi dan Laporan Kerja',
      description:
        '<p>Kuasai Excel yang benar-benar dipakai di kantor: merapikan data, rumus IF dan XLOOKUP, PivotTable, hingga dasbor laporan bulanan. Setiap video singkat dan langsung praktik dengan berkas kerja nyata.</p>',
      durationHours: 8,
      thumbnail: { from: '#166534', to: '#4ade80', icon: 'spreadsheet' },
      mentors: ['rina-wulandari', 'maya-anggraini'],
      tools: ['excel', 'google-sheets'],
      packages: [
        { name: 'Akses Video', benefits: ['-'], prices: [{ price: 149_000, discount: 0 }] },
        { name: 'Paket Lengkap', benefits: ['Akses video selamanya', 'Berkas latihan dan kunci jawaban', 'Sertifikat penyelesaian'], prices: [{ price: 299_000, discount: 15 }] },
        {
          name: 'Paket Kantor',
          benefits: ['Semua benefit Paket Lengkap', 'Template laporan siap pakai', 'Sesi tanya jawab bulanan'],
          prices: [{ price: 450_000, discount: 20 }],
        },
      ],
    },
    {
      slug: 'microsoft-excel-untuk-administrasi-dan-laporan-kerja',
      topic: 'Microsoft Excel',
      chapterTitles: ['Merapikan Data Kerja', 'Rumus yang Sering Dipakai', 'PivotTable dan Dasbor'],
      reading: {
        title: 'Modul: Tabel Data yang Rapi',
        name: 'tabel-data-yang-rapi',
        sections: [
          { heading: 'Satu baris, satu catatan', paragraphs: ['Tabel yang rapi memiliki satu baris untuk setiap transaksi atau catatan dan satu kolom untuk setiap jenis informasi. Hindari sel gabungan (merge) di dalam area data.'] },
          { heading: 'Ubah rentang menjadi Table', paragraphs: ['Tekan Ctrl+T untuk mengubah rentang menjadi Table. Rumus akan ikut terisi otomatis dan filter langsung tersedia.'], bullets: ['Beri nama tabel yang jelas, misalnya tblPenjualan.', 'Gunakan format tanggal yang seragam.', 'Simpan angka sebagai angka, bukan teks.'] },
          { heading: 'Validasi data', paragraphs: ['Gunakan Data Validation untuk membatasi isian, misalnya daftar nama cabang, agar tidak ada salah ketik yang membuat laporan berantakan.'] },
        ],
      },
      videos: [
        { title: 'Excel untuk Pemula: Navigasi dan Format', url: 'https://www.youtube.com/watch?v=Vl0H-qTclOg' },
        { title: 'IF, SUMIFS, dan XLOOKUP', url: 'https://www.youtube.com/watch?v=jlV2a3nlKnc' },
      ],
      live: {
        title: 'Webinar Live: Membuat Dasbor Laporan Bulanan',
        webinarLink: 'https://zoom.us/j/85678901234?pwd=dasborexcel',
        startsAt: '2026-12-19T03:00:00.000Z',
        endsAt: '2026-12-19T04:30:00.000Z',
      },
      practice: {
        title: 'Tugas Praktik Mandiri: Rekap Absensi dan Lembur',
        duration: 90,
        instruction:
          '<p>Olah data absensi pada <strong>Aset TPM</strong> menjadi rekap bulanan.</p><ol><li>Rapikan data menjadi Table.</li><li>Hitung jam lembur per karyawan dengan SUMIFS.</li><li>Buat PivotTable rekap per divisi.</li><li>Simpan hasil sebagai PDF dan unggah.</li></ol>',
        objective: '<p>Peserta mampu menyusun laporan rekap dengan rumus dan PivotTable.</p>',
        assetTitle: 'Aset TPM 1: Data Absensi Karyawan',
        assetSections: [
          { heading: 'Deskripsi data', paragraphs: ['Data absensi 40 karyawan selama satu bulan dengan kolom tanggal, nama, divisi, jam masuk, dan jam pulang.'] },
          { heading: 'Aturan lembur', paragraphs: ['Lembur dihitung untuk jam kerja di atas 8 jam per hari, dibulatkan ke bawah per 30 menit.'] },
          { heading: 'Penilaian', paragraphs: ['Ketepatan rumus 50%, kerapian tabel 25%, PivotTable 25%.'] },
        ],
      },
      questions: [
        { question: '<p>Pintasan untuk mengubah rentang data menjadi Table adalah…</p>', answers: ['<p>Ctrl+T</p>', '<p>Ctrl+P</p>', '<p>Ctrl+B</p>', '<p>Ctrl+Z</p>'], correct: 0 },
        { question: '<p>Rumus <code>=IF(B2&gt;=75;"Lulus";"Ulang")</code> menghasilkan "Lulus" jika…</p>', answers: ['<p>B2 kurang dari 75</p>', '<p>B2 kosong</p>', '<p>B2 bernilai 75 atau lebih</p>', '<p>B2 berisi teks</p>'], correct: 2 },
        { question: '<p>Fungsi yang menjumlahkan nilai dengan beberapa syarat adalah…</p>', answers: ['<p>SUM</p>', '<p>SUMIFS</p>', '<p>COUNT</p>', '<p>AVERAGE</p>'], correct: 1 },
        { question: '<p>XLOOKUP digunakan untuk…</p>', answers: ['<p>Mencari nilai di tabel lain berdasarkan kunci</p>', '<p>Membuat grafik</p>', '<p>Mengunci sel</p>', '<p>Mencetak dokumen</p>'], correct: 0 },
        { question: '<p>PivotTable paling berguna untuk…</p>', answers: ['<p>Mengetik surat</p>', '<p>Merangkum data besar dengan cepat</p>', '<p>Menggambar diagram alur</p>', '<p>Mengirim e-mail</p>'], correct: 1 },
      ],
    },
  ),
  compactCourse(
    {
      kind: 'learning_video',
      title: 'Digital Marketing untuk UMKM',
      description:
        '<p>Panduan langkah demi langkah memasarkan usaha kecil secara daring: memetakan pelanggan, mengoptimalkan Google Bisnisku dan marketplace, membuat konten yang menjual, hingga mengukur hasil iklan dengan anggaran terbatas.</p>',
      durationHours: 9,
      groupWhatsapp: whatsappGroup('UMKMDigitalKelasBatch03'),
      thumbnail: { from: '#ea580c', to: '#facc15', icon: 'megaphone' },
      mentors: ['sari-mahardika', 'maya-anggraini'],
      tools: ['meta-business-suite', 'google-analytics', 'canva'],
      packages: [
        { name: 'Paket Mandiri', benefits: ['Akses video selamanya', 'Template kalender konten', 'Sertifikat penyelesaian'], prices: [{ price: 199_000, discount: 0 }] },
        {
          name: 'Paket Pendampingan',
          benefits: ['Semua benefit Paket Mandiri', 'Audit akun media sosial usaha', 'Grup diskusi sesama pelaku UMKM'],
          prices: [{ price: 499_000, discount: 40 }],
        },
      ],
    },
    {
      slug: 'digital-marketing-untuk-umkm',
      topic: 'pemasaran digital',
      chapterTitles: ['Mengenal Pelanggan', 'Konten dan Kanal Penjualan', 'Iklan dan Pengukuran'],
      reading: {
        title: 'Modul: Memetakan Pelanggan Ideal',
        name: 'memetakan-pelanggan-ideal',
        sections: [
          { heading: 'Siapa yang membeli produkmu?', paragraphs: ['Pelanggan ideal bukan "semua orang". Tuliskan usia, lokasi, kebiasaan belanja, dan masalah yang mereka selesaikan dengan produkmu.'] },
          { heading: 'Perjalanan pelanggan', paragraphs: ['Pelanggan biasanya melalui tahap berikut sebelum membeli.'], bullets: ['Mengenal: melihat konten atau iklan.', 'Mempertimbangkan: membaca ulasan dan membandingkan harga.', 'Membeli: checkout di marketplace atau chat.', 'Kembali: membeli ulang dan merekomendasikan.'] },
          { heading: 'Tindakan minggu ini', paragraphs: ['Wawancarai tiga pelanggan setia, tanyakan alasan mereka membeli dan dari mana mereka mengenal usahamu.'] },
        ],
      },
      videos: [
        { title: 'Mengoptimalkan Profil Bisnis dan Marketplace', url: 'https://www.youtube.com/watch?v=bixR-KIJKYM' },
        { title: 'Membuat Konten Produk yang Menjual', url: 'https://www.youtube.com/watch?v=nU-IIXBWlS4' },
      ],
      live: {
        title: 'Webinar Live: Klinik Iklan Berbayar untuk UMKM',
        webinarLink: 'https://zoom.us/j/86789012345?pwd=klinikiklan',
        startsAt: '2027-01-09T03:00:00.000Z',
        endsAt: '2027-01-09T05:00:00.000Z',
      },
      practice: {
        title: 'Tugas Praktik Mandiri: Kalender Konten 2 Minggu',
        duration: 90,
        instruction:
          '<p>Susun kalender konten dua minggu untuk usahamu (atau contoh usaha pada <strong>Aset TPM</strong>).</p><ol><li>Tentukan tujuan dan pelanggan ideal.</li><li>Rencanakan 10 konten dengan format dan ajakan bertindak.</li><li>Buat desain untuk 2 konten di Canva.</li><li>Gabungkan ke PDF dan unggah.</li></ol>',
        objective: '<p>Peserta mampu merencanakan konten yang konsisten dan terukur untuk usahanya.</p>',
        assetTitle: 'Aset TPM 1: Studi Kasus Keripik Tempe Bu Sri',
        assetSections: [
          { heading: 'Profil usaha', paragraphs: ['Usaha keripik tempe rumahan di Malang, menjual lewat WhatsApp dan satu marketplace, omzet rata-rata Rp12.000.000 per bulan.'] },
          { heading: 'Tantangan', paragraphs: ['Hal yang dirasakan pemilik usaha.'], bullets: ['Unggahan tidak rutin.', 'Foto produk kurang menarik.', 'Belum tahu konten mana yang menghasilkan pesanan.'] },
          { heading: 'Penilaian', paragraphs: ['Kesesuaian dengan pelanggan 40%, konsistensi rencana 30%, kualitas desain 30%.'] },
        ],
      },
      questions: [
        { question: '<p>Langkah pertama sebelum membuat konten pemasaran adalah…</p>', answers: ['<p>Membeli iklan</p>', '<p>Menentukan pelanggan ideal</p>', '<p>Membuat logo baru</p>', '<p>Menurunkan harga</p>'], correct: 1 },
        { question: '<p>Ajakan bertindak (<em>call to action</em>) yang jelas contohnya…</p>', answers: ['<p>"Terima kasih"</p>', '<p>"Pesan sekarang lewat WhatsApp, stok terbatas 20 bungkus"</p>', '<p>"Produk kami bagus"</p>', '<p>"Salam hangat"</p>'], correct: 1 },
        { question: '<p>Metrik yang paling dekat dengan penjualan adalah…</p>', answers: ['<p>Jumlah like</p>', '<p>Jumlah pengikut</p>', '<p>Jumlah chat pesanan atau konversi</p>', '<p>Jumlah tayangan</p>'], correct: 2 },
        { question: '<p>Kalender konten membantu usaha untuk…</p>', answers: ['<p>Mengunggah secara konsisten dan terencana</p>', '<p>Menghapus ulasan buruk</p>', '<p>Menghindari pajak</p>', '<p>Mengganti produk setiap minggu</p>'], correct: 0 },
        { question: '<p>Anggaran iklan kecil sebaiknya diuji dengan cara…</p>', answers: ['<p>Menghabiskan semuanya di hari pertama</p>', '<p>Membandingkan beberapa versi iklan dengan anggaran kecil lalu memperbesar yang terbaik</p>', '<p>Menargetkan seluruh Indonesia</p>', '<p>Tidak melihat hasilnya</p>'], correct: 1 },
      ],
    },
  ),
];
