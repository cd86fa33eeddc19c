/**
 * Texts of the auth screens only the web shows (login, register, verification, forgot and reset
 * password, single sign-on), Indonesian: the spec's texts to the letter (spec 2.10–2.15).
 * The messages the API sends too are AUTH_TEXT and TWO_FACTOR_TEXT. English twin: `../en/auth.ts`.
 */
const auth = {
  shell: {
    home: 'Beranda',
    support: 'Ada kendala? Laporkan ke {{app}} <anchor>{{phone}}</anchor> <note>(Hanya menerima pesan)</note>',
  },
  login: {
    title: 'Masuk',
    intro: 'Masuk untuk melanjutkan belajar di program Anda.',
    email: 'Email',
    emailPlaceholder: 'Masukan email anda',
    password: 'Password',
    passwordPlaceholder: 'Masukan password anda',
    forgot: 'Lupa Password?',
    submit: 'Masuk',
    noAccount: 'Belum punya akun? <anchor>Daftar</anchor>',
  },
  register: {
    title: 'Daftar Akun',
    intro: 'Buat akun untuk mulai belajar. Kami akan mengirim kode verifikasi ke email Anda.',
    name: 'Nama Lengkap',
    namePlaceholder: 'Masukan nama lengkap anda',
    email: 'Email',
    emailPlaceholder: 'Masukan email anda',
    phone: 'Nomor Ponsel',
    password: 'Password',
    passwordPlaceholder: 'Masukan password anda',
    confirm: 'Konfirmasi Password',
    confirmPlaceholder: 'Masukan ulang password anda',
    terms: 'Saya telah membaca dan menyetujui <anchor>Syarat dan Ketentuan</anchor>',
    submit: 'Daftar',
    haveAccount: 'Sudah punya akun? <anchor>Masuk</anchor>',
  },
  forgot: {
    title: 'Lupa Password',
    intro: 'Masukkan email akun Anda. Kami akan mengirim tautan untuk membuat password baru.',
    email: 'Email',
    emailPlaceholder: 'Masukan email anda',
    submit: 'Reset Password',
    haveAccount: 'Sudah punya akun? Masuk',
  },
  reset: {
    title: 'Reset Password',
    intro: 'Buat password baru untuk akun Anda.',
    password: 'Password Baru',
    passwordPlaceholder: 'Masukan password baru anda',
    confirm: 'Konfirmasi Password Baru',
    confirmPlaceholder: 'Konfirmasi password baru anda',
    submit: 'Reset Password',
  },
  verify: {
    submit: 'Verifikasi',
    submitting: 'Memverifikasi...',
    noCode: 'Tidak menerima kode?',
    resendIn: 'Kirim ulang kode dalam {{seconds}} detik',
    resend: 'Kirim ulang kode',
  },
  otp: {
    group: 'Kode verifikasi 6 digit',
    digit: 'Digit {{n}} dari {{total}}',
  },
  sso: {
    error: 'Error: {{message}}',
  },
} as const;

export default auth;
