import { z } from 'zod';

/**
 * zod schemas of the programme's answers (docs/integrations/prakerja.md). Every answer is
 * `{ success, message, data }`; unknown extra fields are allowed (the programme adds fields), a
 * missing or mistyped documented field makes the answer "malformed" (PrakerjaError kind).
 */
const Envelope = <T extends z.ZodTypeAny>(data: T) => z.object({ success: z.literal(true), message: z.string().optional(), data });

/** POST /api/v1/integration/payment/redeem-code/status (and …/reset, which answers the same data). */
export const RedeemStatusDataSchema = z.object({
  redeem_code: z.string(),
  course_code: z.string(),
  invoice_code: z.string().nullish(),
  schedule_code: z.string().nullish(),
  /** The code's state; 1 = valid/paid (the documented example). Other values: see the docs page, assumption A2. */
  status: z.number().int(),
  /** 1 = the learner's attendance for the asked sequence is verified, 0 = not yet (assumption A2). */
  attendance_status: z.number().int(),
  redeem_at: z.string().nullish(),
  dp_platform: z.string().nullish(),
});
export type RedeemStatusData = z.infer<typeof RedeemStatusDataSchema>;
export const RedeemStatusResponseSchema = Envelope(RedeemStatusDataSchema);

/** POST /api/v1/integration/oauth/url-generate: the page the learner is sent to (field name: assumption A3). */
export const OauthUrlResponseSchema = Envelope(
  z.union([z.object({ url: z.string().url() }), z.object({ oauth_url: z.string().url() })]).transform((d) => ({ url: 'url' in d ? d.url : d.oauth_url })),
);

const SubmissionPart = z.object({ redeem_code: z.string(), scope: z.enum(['tpm', 'uk']), sequence: z.number().int(), status: z.number().int() });
/** POST /api/v1/integration/tpm/submission/status: the learner's assignment and the LP's feedback as the programme holds them. */
export const SubmissionStatusResponseSchema = Envelope(z.object({ assignment: SubmissionPart.nullish(), feedback: SubmissionPart.nullish() }));
export type SubmissionStatus = z.infer<typeof SubmissionStatusResponseSchema>['data'];

/** Answers of the write calls (TPM/UK submission, feedback): only the envelope is relied upon. */
export const AckResponseSchema = Envelope(z.unknown());

/** An error answer: `{ success: false, message, code | errorCode }` (the documented `ERR…` codes). */
export const ErrorResponseSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  code: z.union([z.string(), z.number()]).optional(),
  errorCode: z.string().optional(),
});
