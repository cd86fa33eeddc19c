import { journalItem, surveyItem, welcomeItem, whatsappGroup } from './common.ts';
import type { CourseSeed, QuizQuestionSeed } from './types.ts';

const SLUG = 'belajar-analisis-data-dengan-python';

const preTest: QuizQuestionSeed[] = [
  {
    question: '<p>Apa tujuan utama <strong>analisis data</strong> dalam sebuah bisnis?</p>',
    answers: ['<p>Menyimpan data sebanyak mungkin</p>', '<p>Mengubah data menjadi informasi untuk mengambil keputusan</p>', '<p>Membuat laporan sepanjang mungkin</p>', '<p>Mengganti peran manajer</p>'],
    correct: 1,
  },
  {
    question: '<p>Format file berikut yang paling umum dipakai untuk menyimpan data tabel sederhana adalah…</p>',
    answers: ['<p>.mp3</p>', '<p>.exe</p>', '<p>.csv</p>', '<p>.psd</p>'],
    correct: 2,
  },
  {
    question: '<p>Di Python, tipe data yang cocok untuk menyimpan daftar nilai penjualan harian adalah…</p>',
    answers: ['<p><code>list</code></p>', '<p><code>bool</code></p>', '<p><code>None</code></p>', '<p><code>str</code></p>'],
    correct: 0,
  },
  {
    question: '<p>Nilai yang hilang pada data (misalnya kolom harga kosong) disebut…</p>',
    answers: ['<p>Outlier</p>', '<p>Duplikat</p>', '<p>Missing value</p>', '<p>Index</p>'],
    correct: 2,
  },
  {
    question: '<p>Grafik yang paling tepat untuk menunjukkan tren penjualan dari bulan ke bulan adalah…</p>',
    answers: ['<p>Diagram lingkaran</p>', '<p>Grafik garis</p>', '<p>Peta</p>', '<p>Tabel pivot tanpa grafik</p>'],
    correct: 1,
  },
];

const postTest: QuizQuestionSeed[] = [
  {
    question: '<p>Perintah Pandas untuk membaca file <code>penjualan.csv</code> menjadi DataFrame adalah…</p>',
    answers: ['<p><code>pd.open("penjualan.csv")</code></p>', '<p><code>pd.read_csv("penjualan.csv")</code></p>', '<p><code>pd.load("penjualan.csv")</code></p>', '<p><code>pd.csv("penjualan.csv")</code></p>'],
    correct: 1,
  },
  {
    question: '<p>Untuk melihat 5 baris pertama sebuah DataFrame <code>df</code>, kita memakai…</p>',
    answers: ['<p><code>df.first()</code></p>', '<p><code>df.top(5)</code></p>', '<p><code>df.head()</code></p>', '<p><code>df.show()</code></p>'],
    correct: 2,
  },
  {
    question: '<p>Method yang menghapus baris duplikat pada DataFrame adalah…</p>',
    answers: ['<p><code>df.drop_duplicates()</code></p>', '<p><code>df.unique()</code></p>', '<p><code>df.remove()</code></p>', '<p><code>df.clean()</code></p>'],
    correct: 0,
  },
  {
    question: '<p>Kode <code>df.groupby("kota")["omzet"].sum()</code> menghasilkan…</p>',
    answers: ['<p>Jumlah baris per kota</p>', '<p>Rata-rata omzet seluruh data</p>', '<p>Total omzet untuk setiap kota</p>', '<p>Daftar kota tanpa duplikat</p>'],
    correct: 2,
  },
  {
    question: '<p>Agar sebuah grafik mudah dipahami pembaca, hal berikut yang <em>paling</em> penting adalah…</p>',
    answers: ['<p>Memakai sebanyak mungkin warna</p>', '<p>Judul dan label sumbu yang jelas</p>', '<p>Menampilkan semua kolom data</p>', '<p>Efek tiga dimensi</p>'],
    correct: 1,
  },
  {
    question: '<p>Nilai yang jauh berbeda dari sebagian besar data, misalnya transaksi Rp500.000.000 di antara transaksi ratusan ribu, disebut…</p>',
    answers: ['<p>Outlier</p>', '<p>Median</p>', '<p>Modus</p>', '<p>Kuartil</p>'],
    correct: 0,
  },
];

/** Learning-video course the demo learner is enrolled in (every item type; decision 021). */
export const analisisDataPython: CourseSeed = {
  slug: SLUG,
  kind: 'learning_video',
  title: 'Belajar Analisis Data dengan Python',
  description:
    '<p>Kelas video untuk pemula yang ingin mulai mengolah data dengan Python. Kamu akan belajar membaca data penjualan, membersihkan data yang berantakan, merangkum angka penting dengan Pandas, hingga menyajikan grafik yang mudah dipahami atasan dan klien.</p><p>Setiap bab ditutup dengan latihan berbasis studi kasus UMKM dan e-commerce Indonesia, sehingga hasil belajarmu langsung bisa masuk portofolio.</p>',
  durationHours: 12,
  groupWhatsapp: whatsappGroup('KelasDataPython2026Batch07'),
  thumbnail: { from: '#1d4ed8', to: '#06b6d4', icon: 'chart' },
  mentors: ['budi-santoso', 'rina-wulandari'],
  tools: ['python', 'jupyter', 'google-colab', 'pandas'],
  packages: [
    {
      name: 'Paket Mandiri',
      benefits: ['Akses video selamanya', 'Modul PDF setiap bab', 'Sertifikat penyelesaian'],
      prices: [{ price: 299_000, discount: 0 }],
    },
    {
      name: 'Paket Bimbingan',
      benefits: ['Semua benefit Paket Mandiri', 'Review tugas praktik oleh mentor', 'Grup diskusi WhatsApp', 'Webinar live bulanan'],
      prices: [{ price: 599_000, discount: 25 }],
    },
    {
      name: 'Paket Karier',
      benefits: ['Semua benefit Paket Bimbingan', 'Review CV dan portofolio data', 'Simulasi wawancara kerja', 'Konsultasi karier 1-on-1'],
      prices: [{ price: 1_250_000, discount: 40 }],
    },
  ],
  enrolDemoLearner: true,
  chapters: [
    {
      title: 'Persiapan Belajar',
      items: [
        welcomeItem(),
        { type: 'quiz', title: 'Pre Test', questions: preTest, completionRule: 'attempted' },
        {
          type: 'reading',
          title: 'Peta Belajar Analisis Data',
          pdf: {
            name: 'peta-belajar-analisis-data',
            title: 'Peta Belajar Analisis Data',
            sections: [
              {
                heading: 'Apa itu analisis data?',
                paragraphs: [
                  'Analisis data adalah proses mengumpulkan, membersihkan, mengolah, dan menafsirkan data agar menghasilkan informasi yang berguna untuk mengambil keputusan. Seorang analis data menjembatani angka-angka mentah dengan pertanyaan bisnis yang nyata.',
                  'Contoh sederhana: pemilik toko daring ingin tahu produk mana yang paling laku di setiap kota. Jawabannya tersimpan di riwayat transaksi, tetapi baru berguna setelah data itu dirapikan dan dirangkum.',
                ],
              },
              {
                heading: 'Alur kerja seorang analis data',
                paragraphs: ['Hampir setiap proyek analisis mengikuti lima langkah berikut. Di kelas ini setiap langkah dibahas dalam satu bab.'],
                bullets: [
                  'Merumuskan pertanyaan bisnis yang jelas dan terukur.',
                  'Mengumpulkan data dari file, basis data, atau formulir.',
                  'Membersihkan data: nilai kosong, duplikat, format tanggal yang berbeda.',
                  'Mengeksplorasi dan merangkum data dengan statistik sederhana.',
                  'Menyajikan temuan dalam grafik dan rekomendasi yang mudah dipahami.',
                ],
              },
              {
                heading: 'Menyiapkan alat kerja',
                paragraphs: [
                  'Kamu tidak perlu memasang apa pun di komputer. Semua latihan dapat dikerjakan di Google Colab melalui peramban, cukup dengan akun Google. Jika ingin bekerja secara lokal, pasang Python 3 dan Jupyter Notebook melalui distribusi Anaconda.',
                  'Siapkan juga folder khusus untuk menyimpan dataset latihan yang dibagikan di setiap bab, agar mudah ditemukan kembali saat mengerjakan tugas praktik.',
                ],
              },
              {
                heading: 'Tips agar berhasil menyelesaikan kelas',
                paragraphs: ['Peserta yang menyelesaikan kelas biasanya memiliki kebiasaan yang sama.'],
                bullets: [
                  'Belajar 30 sampai 45 menit setiap hari, bukan sekaligus di akhir pekan.',
                  'Mengetik ulang kode dari video, bukan sekadar menyalin.',
                  'Mencatat error yang muncul beserta cara mengatasinya.',
                  'Aktif bertanya di grup diskusi ketika macet lebih dari 20 menit.',
                ],
              },
            ],
          },
        },
        { type: 'video', title: 'Mengenal Python untuk Analisis Data', url: 'https://www.youtube.com/watch?v=rfscVS0vtbw' },
      ],
    },
    {
      title: 'Mengolah Data dengan Pandas',
      items: [
        { type: 'video', title: 'Membaca dan Menjelajahi Data CSV', url: 'https://www.youtube.com/watch?v=vmEHCJofslg' },
        {
          type: 'reading',
          title: 'Modul Pembersihan Data',
          pdf: {
            name: 'modul-pembersihan-data',
            title: 'Modul Pembersihan Data dengan Pandas',
            sections: [
              {
                heading: 'Mengapa data perlu dibersihkan',
                paragraphs: [
                  'Data di dunia nyata hampir tidak pernah rapi. Kolom harga bisa berisi teks "Rp15.000", tanggal ditulis dengan format berbeda, dan satu transaksi tercatat dua kali karena pelanggan menekan tombol bayar berulang kali.',
                  'Analisis yang dibangun di atas data kotor akan menghasilkan kesimpulan yang salah. Karena itu analis data menghabiskan sebagian besar waktunya untuk tahap pembersihan.',
                ],
              },
              {
                heading: 'Menangani nilai kosong',
                paragraphs: [
                  'Gunakan df.isna().sum() untuk menghitung nilai kosong di setiap kolom. Setelah itu pilih strategi: menghapus baris dengan df.dropna(), atau mengisi nilai dengan df.fillna() memakai nilai tengah (median) atau nilai yang masuk akal menurut konteks bisnis.',
                ],
                bullets: [
                  'Hapus baris jika jumlahnya sedikit dan tidak memengaruhi kesimpulan.',
                  'Isi dengan median untuk kolom angka yang memiliki outlier.',
                  'Isi dengan kategori "Tidak diketahui" untuk kolom teks.',
                ],
              },
              {
                heading: 'Duplikat dan format data',
                paragraphs: [
                  'df.duplicated().sum() menghitung baris yang sama persis, dan df.drop_duplicates() menghapusnya. Ubah kolom tanggal dengan pd.to_datetime() dan kolom harga menjadi angka dengan menghapus "Rp" serta titik pemisah ribuan sebelum memakai astype(int).',
                ],
              },
              {
                heading: 'Daftar periksa sebelum analisis',
                paragraphs: ['Sebelum masuk ke tahap eksplorasi, pastikan hal-hal berikut sudah terpenuhi.'],
                bullets: [
                  'Setiap kolom memiliki tipe data yang benar.',
                  'Tidak ada baris duplikat yang tidak disengaja.',
                  'Nilai kosong sudah ditangani dan alasannya dicatat.',
                  'Nama kolom konsisten, huruf kecil, tanpa spasi.',
                ],
              },
            ],
          },
        },
        {
          type: 'topic',
          title: 'Webinar Live: Studi Kasus Data Penjualan',
          webinarLink: 'https://zoom.us/j/81234567890?pwd=kelasdatapython',
          startsAt: '2026-12-05T12:00:00.000Z',
          endsAt: '2026-12-05T14:00:00.000Z',
        },
        {
          type: 'practice',
          title: 'Tugas Praktik Mandiri: Membersihkan Data Penjualan',
          duration: 90,
          instruction:
            '<p>Unduh <strong>Aset TPM</strong> di bawah ini. Di dalamnya terdapat deskripsi dataset penjualan toko daring selama tiga bulan beserta langkah pengerjaan.</p><ol><li>Baca dataset dengan Pandas di Google Colab.</li><li>Tangani nilai kosong, duplikat, dan format tanggal.</li><li>Hitung total omzet per kota dan per kategori produk.</li><li>Tuliskan tiga temuan utama, lalu simpan laporanmu sebagai PDF dan unggah di sini.</li></ol>',
          objective:
            '<p>Peserta mampu membersihkan dataset nyata dan merangkumnya dengan <code>groupby</code> untuk menjawab pertanyaan bisnis sederhana.</p>',
          asset: {
            n: 1,
            title: 'Aset TPM 1: Membersihkan Data Penjualan',
            sections: [
              {
                heading: 'Latar belakang',
                paragraphs: [
                  'Toko daring "Kopi Nusantara" menjual biji kopi dan peralatan seduh ke seluruh Indonesia. Pemilik toko ingin mengetahui kota dan kategori produk yang paling menguntungkan agar anggaran iklan bulan depan tepat sasaran.',
                ],
              },
              {
                heading: 'Deskripsi dataset',
                paragraphs: ['Dataset berisi 2.400 baris transaksi dengan kolom berikut.'],
                bullets: [
                  'tanggal: tanggal transaksi (format campuran).',
                  'kota: kota tujuan pengiriman.',
                  'kategori: Biji Kopi, Alat Seduh, atau Aksesoris.',
                  'harga: harga satuan dalam teks, misalnya "Rp85.000".',
                  'jumlah: jumlah barang yang dibeli.',
                ],
              },
              {
                heading: 'Langkah pengerjaan',
                paragraphs: [
                  'Ikuti langkah pada halaman tugas. Sertakan potongan kode utama dan tangkapan layar hasil di laporanmu. Laporan maksimal 5 halaman dalam format PDF berukuran paling besar 2 MB.',
                ],
              },
              {
                heading: 'Kriteria penilaian',
                paragraphs: ['Mentor menilai laporan dengan bobot berikut.'],
                bullets: ['Kebersihan data: 40%.', 'Ketepatan perhitungan: 30%.', 'Kejelasan temuan dan rekomendasi: 30%.'],
              },
            ],
          },
        },
      ],
    },
    {
      title: 'Visualisasi dan Penyajian Insight',
      items: [
        { type: 'video', title: 'Membuat Grafik dengan Matplotlib', url: 'https://www.youtube.com/watch?v=UO98lJQ3QGI' },
        {
          type: 'reading',
          title: 'Panduan Memilih Jenis Grafik',
          pdf: {
            name: 'panduan-memilih-jenis-grafik',
            title: 'Panduan Memilih Jenis Grafik',
            sections: [
              {
                heading: 'Mulai dari pesan, bukan dari grafik',
                paragraphs: [
                  'Sebelum membuat grafik, tuliskan satu kalimat yang ingin kamu sampaikan, misalnya "Penjualan Surabaya naik 30% sejak promo ongkir". Grafik yang baik adalah grafik yang membuat kalimat itu terlihat jelas dalam lima detik.',
                ],
              },
              {
                heading: 'Jenis grafik dan kegunaannya',
                paragraphs: ['Gunakan panduan ringkas berikut.'],
                bullets: [
                  'Grafik garis: tren dari waktu ke waktu.',
                  'Grafik batang: membandingkan kategori.',
                  'Histogram: melihat sebaran nilai.',
                  'Scatter plot: hubungan dua variabel angka.',
                  'Diagram lingkaran: komposisi, maksimal lima bagian.',
                ],
              },
              {
                heading: 'Kesalahan yang sering terjadi',
                paragraphs: [
                  'Sumbu Y yang tidak dimulai dari nol pada grafik batang, terlalu banyak warna, label yang saling bertumpuk, dan judul yang hanya berbunyi "Grafik Penjualan". Ganti judul dengan temuan utamamu.',
                ],
              },
            ],
          },
        },
        journalItem('analisis data'),
        { type: 'quiz', title: 'Post Test', questions: postTest },
        surveyItem(SLUG),
      ],
    },
  ],
};
