/**
 * QRIS payloads: EMVCo "QR Code Specification for Payment Systems, Merchant-Presented Mode" as
 * profiled by Bank Indonesia (ASPI QRIS). Pure functions: a TLV builder and parser, the CRC of
 * tag 63, and the dynamic QRIS payload of one payment.
 */

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR) over the
 * UTF-8 bytes of `text`, as EMVCo requires for tag 63. Check value: '123456789' → 0x29B1.
 */
export function crc16ccitt(text: string): number {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** One data object: two-digit id, two-digit length, value (EMVCo 3.2). Throws past 99 characters. */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`bad EMVCo id ${id}`);
  if (value.length > 99) throw new Error(`EMVCo value of ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Appends tag 63 with the CRC of everything before it including '6304' (EMVCo 4.7.3). */
export function withCrc(payloadWithoutCrc: string): string {
  const body = `${payloadWithoutCrc}6304`;
  return body + crc16ccitt(body).toString(16).toUpperCase().padStart(4, '0');
}

/** True when the payload ends in a tag 63 whose CRC matches. */
export function crcValid(payload: string): boolean {
  if (payload.length < 8 || payload.slice(-8, -4) !== '6304') return false;
  return withCrc(payload.slice(0, -8)) === payload;
}

/** Splits a TLV string into its top-level objects; throws on a malformed string. */
export function parseTlv(payload: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i < payload.length) {
    const id = payload.slice(i, i + 2);
    const len = Number(payload.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(len) || i + 4 + len > payload.length) throw new Error('malformed EMVCo payload');
    out.set(id, payload.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  return out;
}

export type QrisInput = {
  /** Reverse-domain globally unique id of the acquirer (tag 26.00). */
  acquirerId: string;
  /** Merchant PAN (tag 26.01): 19 digits, 936 + acquirer code + merchant number. */
  merchantPan: string;
  /** Merchant id at the acquirer (tag 26.02). */
  merchantId: string;
  /** QRIS national merchant id (tag 51.02). */
  nmid: string;
  /** ISO 18245 merchant category code (8299: schools and educational services). */
  mcc: string;
  merchantName: string;
  merchantCity: string;
  postalCode: string;
  /** Rupiah, whole. */
  amount: number;
  /** Bill number shown in the payer's app (tag 62.01). */
  billNumber: string;
  /** Reference label (tag 62.05). */
  reference: string;
};

/** EMVCo names are limited to 25 (name) and 15 (city) characters of the common character set. */
function emvText(value: string, max: number): string {
  return value
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, max)
    .toUpperCase();
}

/**
 * A dynamic (point of initiation 12) QRIS payload for one payment, with a valid CRC:
 * 00 format, 01 dynamic, 26 merchant account, 51 QRIS NMID, 52 MCC, 53 IDR (360), 54 amount,
 * 58 ID, 59 name, 60 city, 61 postal code, 62 additional data, 63 CRC.
 */
export function buildQrisPayload(input: QrisInput): string {
  const parts = [
    tlv('00', '01'),
    tlv('01', '12'),
    tlv('26', tlv('00', input.acquirerId) + tlv('01', input.merchantPan) + tlv('02', input.merchantId) + tlv('03', 'UMI')),
    tlv('51', tlv('00', 'ID.CO.QRIS.WWW') + tlv('02', input.nmid) + tlv('03', 'UMI')),
    tlv('52', input.mcc),
    tlv('53', '360'),
    tlv('54', String(Math.round(input.amount))),
    tlv('58', 'ID'),
    tlv('59', emvText(input.merchantName, 25)),
    tlv('60', emvText(input.merchantCity, 15)),
    tlv('61', input.postalCode),
    tlv('62', tlv('01', input.billNumber.slice(0, 25)) + tlv('05', input.reference.slice(0, 25))),
  ];
  return withCrc(parts.join(''));
}
