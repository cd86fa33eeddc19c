import { describe, expect, it } from 'vitest';
import { AUTH_TEXT, LoginBodySchema, RegisterBodySchema, ResetPasswordFormSchema, safeNextPath, VerifyOtpBodySchema } from './auth.ts';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('auth contracts', () => {
  it('uses the login messages of spec 5', () => {
    expect(messages(LoginBodySchema.safeParse({ email: 'bukan-email', password: '12345' }))).toEqual([
      `email: ${AUTH_TEXT.invalidEmail}`,
      `password: ${AUTH_TEXT.loginPasswordMin}`,
    ]);
    expect(LoginBodySchema.parse({ email: '  Putri@Example.COM ', password: '123456' }).email).toBe('putri@example.com');
  });

  it('checks the reset rule of spec 5 with every message at once, the match on confirm_password', () => {
    expect(messages(ResetPasswordFormSchema.safeParse({ password: 'abc', confirm_password: 'xyz' }))).toEqual([
      `password: ${AUTH_TEXT.passwordMin}`,
      `password: ${AUTH_TEXT.passwordUpper}`,
      `password: ${AUTH_TEXT.passwordDigit}`,
      `password: ${AUTH_TEXT.passwordSpecial}`,
      `confirm_password: ${AUTH_TEXT.confirmMin}`,
      `confirm_password: ${AUTH_TEXT.confirmMatch}`,
    ]);
    expect(ResetPasswordFormSchema.safeParse({ password: 'Rahasia#1', confirm_password: 'Rahasia#1' }).success).toBe(true);
  });

  it('accepts names in any script and refuses markup, SQL punctuation and emoji', () => {
    const base = { email: 'a@b.id', phone_number: '081234567890', password: 'Rahasia#1', confirm_password: 'Rahasia#1', terms: true };
    expect(RegisterBodySchema.parse({ ...base, name: '  Ñoño   Łukasz Nguyễn ' }).name).toBe('Ñoño Łukasz Nguyễn');
    for (const name of ['<b>x</b>', "x'); DROP TABLE users;--", '😀']) expect(RegisterBodySchema.safeParse({ ...base, name }).success).toBe(false);
  });

  it('accepts only six ASCII digits as the code', () => {
    expect(VerifyOtpBodySchema.safeParse({ otp: '123456', email: 'a@b.id' }).success).toBe(true);
    for (const otp of ['12345', '1234567', '١٢٣٤٥٦', '12a456']) {
      expect(messages(VerifyOtpBodySchema.safeParse({ otp, email: 'a@b.id' }))).toEqual([`otp: ${AUTH_TEXT.otpLength}`]);
    }
  });

  it('keeps `next` to relative paths of this site', () => {
    expect(safeNextPath('/cart')).toBe('/cart');
    expect(safeNextPath('/programmu?tab=1')).toBe('/programmu?tab=1');
    for (const bad of [null, '', 'cart', '//evil.example', '/\\evil.example', 'https://evil.example', '/\tx', 'javascript:alert(1)']) expect(safeNextPath(bad)).toBe('/');
  });
});
