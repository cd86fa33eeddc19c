import { describe, expect, it } from 'vitest';
import { buildQrisPayload, crc16ccitt, crcValid, parseTlv, tlv, withCrc } from './qris.ts';

describe('QRIS / EMVCo merchant-presented payload', () => {
  it('computes CRC-16/CCITT-FALSE (check value of the catalogue of CRCs)', () => {
    expect(crc16ccitt('123456789')).toBe(0x29b1);
    expect(crc16ccitt('')).toBe(0xffff);
  });

  it('matches the CRC of published EMVCo merchant-presented samples', () => {
    // Sample of an open-source EMV QR library's README (tag 63 = 1FF2).
    const sample =
      '00020101021252044131153137210116372101160123456789ABCDE6016Banteay Meanchey5913Kuntheas Shop5802KH540510.005303840621201081234567863041FF2';
    expect(crcValid(sample)).toBe(true);
    expect(withCrc(sample.slice(0, -8))).toBe(sample);
    // A PromptPay (Thai QR) sample with tag 63 = 9B3B.
    const promptPay = '00020101021129370016A000000677010111011300669245317755802TH54076000.00530376463049B3B';
    expect(crcValid(promptPay)).toBe(true);
    expect(crcValid(promptPay.replace('6000.00', '6001.00'))).toBe(false);
  });

  it('builds TLV objects with two-digit lengths and refuses values past 99 characters', () => {
    expect(tlv('00', '01')).toBe('000201');
    expect(tlv('59', 'KELAS')).toBe('5905KELAS');
    expect(() => tlv('62', 'x'.repeat(100))).toThrow();
    expect(() => tlv('6', 'x')).toThrow();
  });

  it('builds a dynamic QRIS payload with amount, IDR, Indonesia and a valid CRC', () => {
    const payload = buildQrisPayload({
      acquirerId: 'ID.CO.KELAS.WWW',
      merchantPan: '9360000000000000017',
      merchantId: 'KELAS0001',
      nmid: 'ID1020000000017',
      mcc: '8299',
      merchantName: 'PT Kelas Belajar Indonesia',
      merchantCity: 'Jakarta Selatan',
      postalCode: '12190',
      amount: 1_110_000,
      billNumber: 'INV12345678',
      reference: 'KLS-1-ABC',
    });
    expect(crcValid(payload)).toBe(true);
    const top = parseTlv(payload);
    expect(top.get('00')).toBe('01');
    expect(top.get('01')).toBe('12');
    expect(top.get('53')).toBe('360');
    expect(top.get('54')).toBe('1110000');
    expect(top.get('58')).toBe('ID');
    expect(top.get('59')).toBe('PT KELAS BELAJAR INDONESIA'.slice(0, 25));
    expect(top.get('60')).toBe('JAKARTA SELATAN');
    expect(parseTlv(top.get('51')!).get('00')).toBe('ID.CO.QRIS.WWW');
    expect(parseTlv(top.get('62')!).get('01')).toBe('INV12345678');
    expect([...top.keys()].at(-1)).toBe('63');
  });
});
