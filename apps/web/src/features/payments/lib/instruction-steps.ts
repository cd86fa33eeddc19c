/** Payment steps shown under the instructions (spec 2.18 "steps for mobile banking, ATM and internet banking", retail "payment steps"). */

const BANK_APP: Record<string, string> = { bca: 'BCA mobile', bni: 'BNI Mobile Banking', bri: 'BRImo', mandiri: "Livin' by Mandiri" };
const BANK_WEB: Record<string, string> = { bca: 'KlikBCA', bni: 'BNI Internet Banking', bri: 'BRI Internet Banking', mandiri: "Livin' by Mandiri (web)" };

export type StepGroup = { id: string; title: string; steps: string[] };

/** Steps for a virtual account of `bank` ('bca', 'bni', 'bri', 'mandiri'); Mandiri pays a bill with a biller code. */
export function vaSteps(bank: string, bankName: string): StepGroup[] {
  const mandiri = bank === 'mandiri';
  const target = mandiri ? 'Bayar > Multipayment, masukkan Kode Perusahaan lalu Nomor Virtual Account' : `Transfer > Virtual Account ${bankName}, lalu masukkan Nomor Virtual Account`;
  return [
    {
      id: 'mobile',
      title: 'Mobile Banking',
      steps: [`Buka aplikasi ${BANK_APP[bank] ?? bankName} dan masuk ke akunmu.`, `Pilih ${target}.`, 'Periksa nama dan nominal tagihan, lalu konfirmasi.', 'Masukkan PIN untuk menyelesaikan pembayaran.'],
    },
    {
      id: 'atm',
      title: `ATM ${bankName}`,
      steps: ['Masukkan kartu ATM dan PIN.', mandiri ? 'Pilih Bayar/Beli > Lainnya > Multipayment.' : 'Pilih Transaksi Lainnya > Transfer > Virtual Account.', mandiri ? 'Masukkan Kode Perusahaan, lalu Nomor Virtual Account.' : 'Masukkan Nomor Virtual Account.', 'Periksa detail tagihan, lalu pilih Benar/Ya.'],
    },
    {
      id: 'internet',
      title: 'Internet Banking',
      steps: [`Masuk ke ${BANK_WEB[bank] ?? `${bankName} Internet Banking`}.`, `Pilih ${target}.`, 'Periksa detail tagihan dan konfirmasi dengan token atau OTP.', 'Simpan bukti pembayaran.'],
    },
  ];
}

/** Steps at the retail outlet. */
export function retailSteps(storeName: string, merchant: string): string[] {
  return [
    `Datang ke gerai ${storeName} terdekat.`,
    `Sampaikan ke kasir bahwa kamu ingin membayar tagihan ${merchant}.`,
    'Tunjukkan kode pembayaran atau barcode di halaman ini.',
    'Bayar sesuai nominal, termasuk biaya admin gerai bila ada.',
    'Simpan struk sebagai bukti pembayaran.',
  ];
}

/** Retry tips of the e-wallet screen (spec 2.18). */
export function ewalletTips(walletName: string): string[] {
  return [
    'Masukkan kembali nomor ponsel yang terdaftar di e-wallet, lalu bayar lagi.',
    `Hapus cache aplikasi ${walletName}, lalu buka kembali aplikasinya.`,
    `Hubungi layanan pelanggan ${walletName} bila masalah berlanjut.`,
  ];
}
