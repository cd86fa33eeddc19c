/**
 * Texts of the app shell shared by every page (header, footer, drawer, language switch, error and
 * not-found pages, shared components), Indonesian: the spec's texts to the letter
 * (decision 210). English twin: `../en/common.ts`.
 */
const common = {
  /** The rich-text field's toolbar (components/ui/rich-text-editor.tsx), in the studio and the discussions. */
  richText: {
    toolbar: 'Format teks',
    bold: 'Tebal',
    italic: 'Miring',
    heading2: 'Judul 2',
    heading3: 'Judul 3',
    link: 'Tautan',
    linkPrompt: 'Alamat tautan (kosongkan untuk menghapus tautan)',
    bulletList: 'Daftar berbutir',
    orderedList: 'Daftar bernomor',
    quote: 'Kutipan',
    image: 'Gambar',
    imageUploading: 'Mengunggah gambar…',
    undo: 'Urungkan',
    redo: 'Ulangi',
  },
  language: 'Bahasa',
  languageSwitch: 'Pilih bahasa',
  header: {
    home: 'Beranda',
    mainNav: 'Navigasi utama',
    programmu: 'Programmu',
    redeemVoucher: 'Redeem Voucher',
    login: 'Login',
    register: 'Daftar',
    greeting: 'Hi, {{name}}',
    openMenu: 'Buka menu',
    menu: 'Menu',
    menuNav: 'Menu utama',
    editProfile: 'Edit Profile',
    orders: 'Riwayat Pesanan',
    mentorConsole: 'Konsol Mentor',
    studio: 'Studio',
    adminConsole: 'Konsol Admin',
    logout: 'Logout',
  },
  footer: {
    home: 'Beranda',
    about: 'Career Accelerator Learning berbasis proyek dan didampingi mentor untuk membangun keterampilan digital, kepemimpinan, dan karisma pribadi.',
    social: 'Media sosial',
    information: 'Informasi',
    terms: 'Ketentuan Pengguna',
    privacy: 'Kebijakan Privasi',
    aboutUs: 'Tentang Kami',
    help: 'Bantuan',
    messaging: '{{app}} {{phone}}',
    copyright: '© {{year}} {{company}}',
  },
  errorFallback: {
    image: 'Robot sedih',
    title: 'Maaf, terjadi kesalahan saat memuat halaman',
    text: 'Silakan muat ulang atau coba kembali nanti',
    retry: 'Coba Lagi',
  },
  notFound: {
    title: '404 Not Found',
    text: 'Halaman yang kamu cari tidak ada atau sudah dipindahkan.',
    home: 'Kembali ke Beranda',
  },
  sessionExpired: 'Sesi Anda telah berakhir. Silakan login kembali.',
  closeToast: 'Tutup notifikasi',
  close: 'Tutup',
  pager: {
    label: 'Halaman',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    summary: 'Halaman {{page}} dari {{last}} · {{total}} {{noun}}',
  },
  search: 'Cari',
  password: {
    show: 'Tampilkan kata sandi',
    hide: 'Sembunyikan kata sandi',
  },
  rating: 'Rating {{value}} dari {{max}}',
} as const;

export default common;
