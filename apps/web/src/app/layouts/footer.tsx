import { Mail, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { messagingLink, useAppConfig } from '@/lib/app-config';

/** The provider's own site, where the legal pages live (decision 011). */
export const PROVIDER_SITE = 'https://www.kelas.example';

const legalLinks = [
  { label: 'footer.terms', href: `${PROVIDER_SITE}/ketentuan-pengguna` },
  { label: 'footer.privacy', href: `${PROVIDER_SITE}/kebijakan-privasi` },
  { label: 'footer.aboutUs', href: `${PROVIDER_SITE}/tentang-kami` },
] as const;

const iconProps = { viewBox: '0 0 24 24', className: 'size-5', 'aria-hidden': true } as const;

/** Photo-sharing, short-video and professional networks (spec 2.4), each with its name for screen readers. */
const socialLinks: { name: string; href: string; icon: ReactNode }[] = [
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/kelas.id',
    icon: (
      <svg {...iconProps} fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
      </svg>
    ),
  },
  {
    name: 'TikTok',
    href: 'https://www.tiktok.com/@kelas.id',
    icon: (
      <svg {...iconProps} fill="currentColor">
        <path d="M16.6 3c.3 2.2 1.7 3.7 3.9 3.9v3.1a7.2 7.2 0 0 1-3.9-1.2v6.1a5.9 5.9 0 1 1-5.9-5.9c.3 0 .6 0 .9.1v3.2a2.8 2.8 0 1 0 1.9 2.6V3z" />
      </svg>
    ),
  },
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/company/kelas-id',
    icon: (
      <svg {...iconProps} fill="currentColor">
        <path d="M4.5 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 9h3v12H3zm6 0h2.9v1.7c.4-.8 1.5-1.9 3.4-1.9 3.6 0 4.2 2.3 4.2 5.4V21h-3v-6c0-1.4 0-3.3-2-3.3s-2.4 1.6-2.4 3.2V21H9z" />
      </svg>
    ),
  },
];

/** Footer (spec 2.4): legal links to the provider's site, social links, help contacts and '© {current year} {company}'. */
export function Footer() {
  const { company, phone, email, messagingApp } = useAppConfig();
  const { t } = useTranslation();
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr]">
        <div>
          <Link to={paths.home} aria-label={t('footer.home')} className="inline-block rounded-md focus-visible:outline-2 focus-visible:outline-white">
            <Logo inverted />
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-brand-100/85">
            {t('footer.about')}
          </p>
          <ul className="mt-5 flex gap-3" aria-label={t('footer.social')}>
            {socialLinks.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={s.name}
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
                >
                  {s.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('footer.information')}>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('footer.information')}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {legalLinks.map((l) => (
              <li key={l.label}>
                <a href={l.href} target="_blank" rel="noopener noreferrer" className="hover:text-white hover:underline">
                  {t(l.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('footer.help')}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a href={messagingLink(phone)} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2 hover:text-white hover:underline">
                <MessageCircle className="size-4" aria-hidden="true" />
                {t('footer.messaging', { app: messagingApp, phone })}
              </a>
            </li>
            <li>
              <a href={`mailto:${email}`} className="inline-flex items-center gap-2 hover:text-white hover:underline">
                <Mail className="size-4" aria-hidden="true" />
                {email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-brand-100/80 sm:px-6">
          {t('footer.copyright', { year: new Date().getFullYear(), company })}
        </p>
      </div>
    </footer>
  );
}
