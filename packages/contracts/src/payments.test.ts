import { describe, expect, it } from 'vitest';
import { CardPaymentSchema, cardBrand, cardExpiryValid, CreatePaymentSchema, luhnValid, methodLabel, normalizePhone, parseCardExpiry, PAYMENT_MESSAGES } from './payments.ts';

describe('card checks (spec 2.18)', () => {
  it('runs the Luhn check', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('41111')).toBe(false);
    expect(luhnValid('4111x11111111111')).toBe(false);
  });
  it('knows Visa, Mastercard (51–55, 2221–2720) and JCB', () => {
    expect(cardBrand('4111111111111111')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('3530111333300000')).toBe('jcb');
    expect(cardBrand('6011111111111117')).toBeNull();
  });
  it('reads MM/YY and accepts a card through the end of its month', () => {
    expect(parseCardExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseCardExpiry('13/29')).toBeNull();
    expect(parseCardExpiry('0729')).toBeNull();
    const now = new Date('2026-11-30T23:00:00Z');
    expect(cardExpiryValid({ month: 11, year: 2026 }, now)).toBe(true);
    expect(cardExpiryValid({ month: 10, year: 2026 }, now)).toBe(false);
  });
  it('parses the body with field messages and digits only', () => {
    const ok = CardPaymentSchema.parse({ card_number: '4111 1111-1111 1111', expiry: '12/39', cvv: '123', first_name: ' Putri ', last_name: 'L', phone: '+62 812-3456-7890' });
    expect(ok).toMatchObject({ card_number: '4111111111111111', first_name: 'Putri', phone: '81234567890' });
    const bad = CardPaymentSchema.safeParse({ card_number: '1234', expiry: 'x', cvv: '1', first_name: '', last_name: '', phone: '1' });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        `card_number:${PAYMENT_MESSAGES.cardNumber}`,
        `expiry:${PAYMENT_MESSAGES.cardExpiry}`,
        `cvv:${PAYMENT_MESSAGES.cardCvv}`,
        `first_name:${PAYMENT_MESSAGES.firstName}`,
        `phone:${PAYMENT_MESSAGES.phone}`,
      ]),
    );
  });
});

describe('methods and phones', () => {
  it('accepts only a channel of the chosen method', () => {
    expect(CreatePaymentSchema.safeParse({ method: 'bank_transfer', channel: 'bca' }).success).toBe(true);
    expect(CreatePaymentSchema.safeParse({ method: 'bank_transfer', channel: 'gopay' }).success).toBe(false);
    expect(CreatePaymentSchema.safeParse({ method: 'crypto', channel: 'btc' }).success).toBe(false);
  });
  it('labels methods as the status page shows them', () => {
    expect(methodLabel('bank_transfer', 'bca')).toBe('BCA Virtual Account');
    expect(methodLabel('card', 'visa')).toBe('Kartu Kredit / Debit (Visa)');
    expect(methodLabel('qris', 'qris')).toBe('QRIS');
  });
  it('keeps the digits after +62', () => {
    expect(normalizePhone('+62 812-3456-7890')).toBe('81234567890');
    expect(normalizePhone('081234567890')).toBe('81234567890');
    expect(normalizePhone('6281234567890')).toBe('81234567890');
  });
});
