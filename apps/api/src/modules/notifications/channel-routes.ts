import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import {
  ChannelSettingsAnswerSchema,
  DeletePushSubscriptionBodySchema,
  NOTIFICATION_CHANNEL_TEXT,
  PushKeyAnswerSchema,
  PushSubscriptionAnswerSchema,
  PushSubscriptionBodySchema,
  SaveChannelPreferencesBodySchema,
} from '@kelas/contracts/notification-channels';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { accountLocale } from '../../platform/i18n.ts';
import { registerJob } from '../../platform/jobs/register-job.ts';
import { isAllowedPushEndpoint } from '../../platform/web-push.ts';
import { pushJob, whatsAppJob } from './channel-jobs.ts';
import { readChannelSettings, saveChannelPreferences } from './channel-settings.ts';
import { runPushDelivery, runWhatsAppDelivery } from './deliver-channels.ts';
import { deletePushSubscription, findAccountEmail, turnEmailOff, upsertPushSubscription } from './queries.ts';
import { renderUnsubscribePage, unsubscribePagePolicy, type UnsubscribePageState } from './unsubscribe-page.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';
import { webPushKeySource } from './web-push-keys.ts';

const errors = { 401: ErrorBodySchema, 422: ValidationErrorBodySchema };

/**
 * The channels of the notifications (decision 279), mounted under /api: the learner's choices per
 * event group, web push subscriptions, the one-click unsubscribe, and the push and WhatsApp jobs.
 */
const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = { tags: ['notifications'], security: [{ bearer: [] }] };
  const vapid = webPushKeySource(app.db, app.config, () => app.now());
  // Generated at the first start (or read), so the key exists before a browser asks for it.
  app.addHook('onReady', async () => {
    await vapid().catch((err: unknown) => app.log.warn({ err }, 'web push keys: not ready yet; made on first use'));
  });

  const deps = { db: app.db, now: () => app.now() };
  registerJob(app, pushJob, ({ deliveryId }, { log }) => runPushDelivery({ ...deps, log, config: app.config, vapid }, deliveryId));
  registerJob(app, whatsAppJob, ({ deliveryId }, { log }) => runWhatsAppDelivery({ ...deps, log, config: app.config }, deliveryId));

  /**
   * GET /api/profile/notifications → `{ data: { groups: { payments|learning|discussions|sessions:
   * { email, push, whatsapp } }, push: { devices }, whatsapp: { configured, available },
   * always_emailed: [types] } }`: the learner's channels per event group (defaults: all on), and
   * what push and WhatsApp can reach now. In-app is always on. 401 without a session.
   */
  app.get(
    '/profile/notifications',
    { preHandler: app.authenticate, schema: { ...secured, summary: 'Notification channels per event group', response: { 200: ChannelSettingsAnswerSchema, 401: ErrorBodySchema } } },
    async (request) => ({ data: await readChannelSettings(app.db, currentUser(request).id, app.config) }),
  );

  /**
   * PUT /api/profile/notifications `{ groups: { <group>?: { email, push, whatsapp } } }` → the same
   * answer as GET with `message` 'Pengaturan notifikasi disimpan.': saves the groups given (each with
   * its three booleans); a group left out keeps its choice. 401 without a session; 422 for an
   * unknown group or a channel that is not a boolean.
   */
  app.put(
    '/profile/notifications',
    {
      preHandler: app.authenticate,
      schema: { ...secured, summary: 'Choose notification channels per event group', body: SaveChannelPreferencesBodySchema, response: { 200: ChannelSettingsAnswerSchema, ...errors } },
    },
    async (request) => ({
      data: await saveChannelPreferences(app.db, { userId: currentUser(request).id, body: request.body, config: app.config, now: app.now() }),
      message: NOTIFICATION_CHANNEL_TEXT.saved,
    }),
  );

  /**
   * GET /api/notifications/push-key → `{ data: { public_key } }`: the server's VAPID public key
   * (base64url), the `applicationServerKey` a browser subscribes with. Public: it is no secret.
   */
  app.get('/notifications/push-key', { schema: { tags: ['notifications'], summary: 'The web push (VAPID) public key', response: { 200: PushKeyAnswerSchema } } }, async () => ({
    data: { public_key: (await vapid()).publicKey },
  }));

  /**
   * POST /api/notifications/push-subscriptions, the browser's `PushSubscription.toJSON()` `{
   * endpoint, expirationTime?, keys: { p256dh, auth } }` → 200 `{ data: { devices }, message }`:
   * keeps this browser's subscription for the user (one row per endpoint: subscribing again, or
   * under another account, replaces it). 401 without a session; 422 for missing or malformed keys,
   * or an endpoint that is not one of the browsers' push services (WEB_PUSH_ENDPOINT_HOSTS).
   */
  app.post(
    '/notifications/push-subscriptions',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: (r) => `push-subscribe:${r.user?.id ?? r.ip}`, hook: 'preHandler' } },
      schema: { ...secured, summary: 'Subscribe this browser to push notifications', body: PushSubscriptionBodySchema, response: { 200: PushSubscriptionAnswerSchema, ...errors } },
    },
    async (request) => {
      const b = request.body;
      if (!isAllowedPushEndpoint(b.endpoint, app.config.WEB_PUSH_ENDPOINT_HOSTS)) throw fieldError('endpoint', NOTIFICATION_CHANNEL_TEXT.endpointInvalid, 'PUSH_ENDPOINT');
      const devices = await upsertPushSubscription(app.db, { userId: currentUser(request).id, endpoint: b.endpoint, p256dh: b.keys.p256dh, auth: b.keys.auth, now: app.now() });
      return { data: { devices }, message: NOTIFICATION_CHANNEL_TEXT.subscriptionSaved };
    },
  );

  /**
   * DELETE /api/notifications/push-subscriptions `{ endpoint }` → 200 `{ data: { devices }, message }`:
   * forgets this browser's subscription (only the user's own; an unknown endpoint changes nothing).
   * 401 without a session; 422 for a missing or malformed endpoint.
   */
  app.delete(
    '/notifications/push-subscriptions',
    {
      preHandler: app.authenticate,
      schema: { ...secured, summary: 'Unsubscribe this browser from push notifications', body: DeletePushSubscriptionBodySchema, response: { 200: PushSubscriptionAnswerSchema, ...errors } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const devices = await deletePushSubscription(app.db, userId, request.body.endpoint);
      return { data: { devices }, message: NOTIFICATION_CHANNEL_TEXT.subscriptionRemoved };
    },
  );

  // The unsubscribe link's page and its one-click POST, which mail clients send form-encoded
  // (RFC 8058): a scope of their own reads such a body (and ignores it); no other route accepts one.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    plain.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, null));
    const tokenQuery = z.object({ token: z.string().max(200).optional() });
    const page = z.string().describe('HTML page');
    // A malformed body or query gets the API's usual JSON error (the page is for the link's own answers).
    const unsubscribeSchema = {
      tags: ['notifications'],
      querystring: tokenQuery,
      produces: ['text/html'],
      response: { 200: page, 400: z.union([page, ErrorBodySchema]), 415: ErrorBodySchema, 422: ValidationErrorBodySchema },
    };

    /** Answers the unsubscribe page in the account's language (the request's for a bad link), 400 for a bad link. */
    const answerPage = async (state: UnsubscribePageState, locale: 'id' | 'en', reply: FastifyReply) => {
      const { html, nonce } = renderUnsubscribePage(state, { locale, brand: app.config.BRAND, publicUrl: app.config.PUBLIC_URL });
      return reply
        .code(state.kind === 'invalid' ? 400 : 200)
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', unsubscribePagePolicy(nonce))
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(html);
    };

    /**
     * GET /api/notifications/unsubscribe?token= → 200 text/html: the page of a notification e-mail's
     * unsubscribe link; asks to confirm (a GET changes nothing: mail scanners open links) with a
     * button that POSTs to the same URL. 400 page for a missing, malformed or tampered token. No
     * session needed: the signed token names the account and the event group.
     */
    scope.get('/notifications/unsubscribe', { schema: { ...unsubscribeSchema, summary: 'Unsubscribe page of a notification e-mail' } }, async (request, reply) => {
      const found = verifyUnsubscribeToken(app.config.FILE_URL_SECRET, request.query.token ?? '');
      const account = found ? await findAccountEmail(app.db, found.userId) : null;
      if (!found || !account) return answerPage({ kind: 'invalid' }, request.locale, reply);
      const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(request.query.token!)}`;
      return answerPage({ kind: 'confirm', group: found.group, email: account.email, action }, accountLocale(account.locale), reply);
    });

    /**
     * POST /api/notifications/unsubscribe?token= (RFC 8058 one-click: the mail client posts
     * `List-Unsubscribe=One-Click`; the page's button posts the same) → 200 text/html saying it is
     * done: e-mail is off for the token's event group (the other channels and groups stay). Posting
     * twice changes nothing more. 400 page for a missing, malformed or tampered token.
     */
    scope.post(
      '/notifications/unsubscribe',
      { schema: { ...unsubscribeSchema, summary: 'One-click unsubscribe (RFC 8058)', consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'] } },
      async (request, reply) => {
        const found = verifyUnsubscribeToken(app.config.FILE_URL_SECRET, request.query.token ?? '');
        const account = found ? await findAccountEmail(app.db, found.userId) : null;
        if (!found || !account) return answerPage({ kind: 'invalid' }, request.locale, reply);
        await turnEmailOff(app.db, { userId: found.userId, group: found.group, now: app.now() });
        return answerPage({ kind: 'done', group: found.group }, accountLocale(account.locale), reply);
      },
    );
  });
};

export default channelRoutes;
