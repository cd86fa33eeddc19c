import { z } from 'zod';
import { STAFF_ROLES } from './auth.ts';
import { wrap } from './http.ts';
import { TAX_PERCENT } from './money.ts';

/**
 * The academy's settings (GET|PUT /api/admin/settings, role admin; decisions 264, 265): the tax
 * on sales and which staff roles may create and publish courses. Rates are whole percent 0..100.
 * A tax change applies to orders made after it; orders keep the tax they were priced with.
 */

export const SETTINGS_TEXT = {
  taxModeInvalid: "Mode pajak harus 'ppn' atau 'exempt'.",
  taxRateInvalid: 'Tarif PPN harus bilangan bulat 0 sampai 100.',
  exemptNoteRequired: 'Tulis dasar pembebasan PPN; catatan ini dicetak di kuitansi.',
  rolesInvalid: "Peran harus 'author' atau 'admin'.",
  saved: 'Pengaturan akademi disimpan.',
  versionInvalid: 'Versi harus bilangan bulat 0 atau lebih.',
  /** Receipt line of an order sold free of PPN; `{{note}}` is the academy's note. */
  exemptReceipt: 'Tidak dikenakan PPN: {{note}}',
} as const;

export const TAX_MODES = ['ppn', 'exempt'] as const;
export type TaxMode = (typeof TAX_MODES)[number];

/** Roles a course-creation or publishing setting may name (admins always may). */
export const COURSE_ROLE_CHOICES = STAFF_ROLES.filter((r) => r !== 'mentor') as readonly ('author' | 'admin')[];

export const TaxSettingsSchema = z
  .object({
    mode: z.enum(TAX_MODES, { error: SETTINGS_TEXT.taxModeInvalid }),
    rate_percent: z.number({ error: SETTINGS_TEXT.taxRateInvalid }).int(SETTINGS_TEXT.taxRateInvalid).min(0, SETTINGS_TEXT.taxRateInvalid).max(100, SETTINGS_TEXT.taxRateInvalid),
    /** Why sales are free of PPN (e.g. the licence and PP 49/2022 art. 16); required for `exempt`. */
    exempt_note: z.string().trim().max(500).default(''),
  })
  .refine((t) => t.mode !== 'exempt' || t.exempt_note.length > 0, { message: SETTINGS_TEXT.exemptNoteRequired, path: ['exempt_note'] });
export type TaxSettings = z.infer<typeof TaxSettingsSchema>;

const roles = z
  .array(z.enum(['author', 'admin'], { error: SETTINGS_TEXT.rolesInvalid }))
  .max(2)
  .transform((r) => [...new Set([...r, 'admin' as const])].sort());

export const CourseRightsSchema = z.object({
  /** Roles that may create a course (an author who creates one is assigned to it). */
  create_roles: roles,
  /** Roles that may publish; the others submit a course for review. */
  publish_roles: roles,
});
export type CourseRights = z.infer<typeof CourseRightsSchema>;

/** PUT /api/admin/settings body: both parts, whole; `version` as last read (409 STALE_VERSION). */
export const PutSettingsBodySchema = z.object({
  tax: TaxSettingsSchema,
  courses: CourseRightsSchema,
  /** 0 before the first save. */
  version: z.number({ error: SETTINGS_TEXT.versionInvalid }).int(SETTINGS_TEXT.versionInvalid).min(0, SETTINGS_TEXT.versionInvalid).optional(),
});
export type PutSettingsBody = z.input<typeof PutSettingsBodySchema>;

export const AcademySettingsSchema = z.object({
  tax: z.object({ mode: z.enum(TAX_MODES), rate_percent: z.number().int(), exempt_note: z.string() }),
  courses: z.object({ create_roles: z.array(z.enum(['author', 'admin'])), publish_roles: z.array(z.enum(['author', 'admin'])) }),
  /** The academy's time zone (TIMEZONE) and its label, in which staff screens show times. */
  time_zone: z.object({ name: z.string(), label: z.string() }),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type AcademySettings = z.infer<typeof AcademySettingsSchema>;
export const AcademySettingsResponseSchema = wrap(AcademySettingsSchema);
export const PutSettingsAnswerSchema = z.object({ data: AcademySettingsSchema, message: z.string() });

/** The settings before any admin saved them: PPN 11 % (spec 9), authors create and submit, admins publish. */
export const DEFAULT_ACADEMY_SETTINGS: Pick<AcademySettings, 'tax' | 'courses'> = {
  tax: { mode: 'ppn', rate_percent: TAX_PERCENT, exempt_note: '' },
  courses: { create_roles: ['admin', 'author'], publish_roles: ['admin'] },
};

/** Labels of Indonesian IANA zones; other zones are labelled by their name. */
export const ZONE_LABELS: Readonly<Record<string, string>> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Pontianak': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Ujung_Pandang': 'WITA',
  'Asia/Jayapura': 'WIT',
};
export const zoneLabelOf = (zone: string) => ZONE_LABELS[zone] ?? zone;
