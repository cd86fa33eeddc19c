import type { Config } from '../config.ts';

/** What the WhatsApp Business Cloud API client needs (decision 279); off unless token and phone number id are set. */
export type WhatsAppConfig = Pick<Config, 'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID' | 'WHATSAPP_API_URL' | 'WHATSAPP_TEMPLATE_PREFIX' | 'NOTIFY_SEND_TIMEOUT_MS'>;

/** True when the server may send WhatsApp messages. */
export const whatsAppConfigured = (c: Partial<Pick<Config, 'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID'>>): boolean => !!c.WHATSAPP_TOKEN && !!c.WHATSAPP_PHONE_NUMBER_ID;

/**
 * A phone number as the Cloud API's `to` takes it: E.164 digits without '+' (decision 279).
 * Indonesian numbers as learners type them: '0812-3456-7890' and '+62 812 3456 7890' and '812…'
 * all become '6281234567890'; another country's '+…' keeps its code. Null when it cannot be a
 * mobile number (fewer than 10 or more than 15 digits).
 */
export function normalizeWhatsAppNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    // already international
  } else if (digits.startsWith('00')) {
    digits = digits.slice(2);
  } else if (digits.startsWith('0')) {
    digits = `62${digits.slice(1)}`;
  } else if (digits.startsWith('8')) {
    digits = `62${digits}`;
  }
  return /^[1-9][0-9]{9,14}$/.test(digits) ? digits : null;
}

/** A template message: its name, language code ('id', 'en') and the body's parameters in order. */
export type WhatsAppTemplate = { name: string; language: string; parameters: string[] };

export class WhatsAppError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'WhatsAppError';
  }
}

/**
 * Sends a template message (`POST {WHATSAPP_API_URL}/{phone-number-id}/messages`, bearer token), as
 * Meta documents it: `{ messaging_product: 'whatsapp', recipient_type: 'individual', to, type:
 * 'template', template: { name, language: { code }, components: [{ type: 'body', parameters: [{
 * type: 'text', text }] }] } }`. Returns the message id WhatsApp gave. Throws WhatsAppError with
 * the API's status and its error message (never the token) when it refuses, or the fetch error on
 * a network failure or after NOTIFY_SEND_TIMEOUT_MS.
 */
export async function sendWhatsAppTemplate(config: WhatsAppConfig, to: string, template: WhatsAppTemplate): Promise<string | null> {
  if (!whatsAppConfigured(config)) throw new WhatsAppError('WhatsApp is not configured', 0);
  const url = `${config.WHATSAPP_API_URL.replace(/\/$/, '')}/${encodeURIComponent(config.WHATSAPP_PHONE_NUMBER_ID!)}/messages`;
  const body = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: template.name,
      language: { code: template.language },
      components: [{ type: 'body', parameters: template.parameters.map((text) => ({ type: 'text', text })) }],
    },
  };
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.WHATSAPP_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(config.NOTIFY_SEND_TIMEOUT_MS),
    redirect: 'error',
  });
  const answer = (await res.json().catch(() => null)) as { messages?: { id?: string }[]; error?: { message?: string; code?: number } } | null;
  if (!res.ok) throw new WhatsAppError(`WhatsApp answered ${res.status}: ${answer?.error?.message ?? 'no message'}`.slice(0, 500), res.status);
  return answer?.messages?.[0]?.id ?? null;
}
