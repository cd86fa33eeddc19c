import { describe, expect, it } from 'vitest';
import { passwordResetMail, verificationCodeMail, type MailBrand } from './mail-templates.ts';

const brand: MailBrand = { brand: 'Kelas', company: 'PT Kelas Belajar Indonesia', supportEmail: 'halo@kelas.example', publicUrl: 'http://127.0.0.1:3000' };

describe('mail templates', () => {
  it('puts the code in the subject, the text and the HTML, with the brand', () => {
    const m = verificationCodeMail(brand, { name: 'Putri', code: '042917', minutes: 10 });
    expect(m.subject).toBe('Kode verifikasi akun Kelas: 042917');
    expect(m.text).toContain('Halo Putri,');
    expect(m.text).toContain('042917');
    expect(m.text).toContain('berlaku selama 10 menit');
    expect(m.html).toContain('>042917</span>');
    expect(m.html).toContain('lang="id"');
    expect(m.html).toContain('PT Kelas Belajar Indonesia');
  });

  it('escapes names and links in the HTML', () => {
    const m = passwordResetMail(brand, { name: '<script>alert(1)</script>', url: 'http://127.0.0.1:3000/reset-password?token=a"b', minutes: 60 });
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('&lt;script&gt;');
    expect(m.html).toContain('token=a&quot;b');
    expect(m.text).toContain('Reset Password: http://127.0.0.1:3000/reset-password?token=a"b');
    expect(m.text).toContain('berlaku selama 60 menit');
  });
});
