/**
 * The part of negotiator 0.6 (jshttp) the API uses: Accept-Language negotiation
 * (plugins/request-locale.ts) and Accept-Encoding for the SPA's HTML (platform/spa-html-encoding.ts).
 */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The best of `available` for the request's Accept-Language (prefix match: `en-US` → `en`), or undefined. */
    language<T extends string>(available: readonly T[]): T | undefined;
    /** The best of `available` for the request's Accept-Encoding ('identity' is acceptable unless refused), or undefined. */
    encoding<T extends string>(available: readonly T[]): T | undefined;
  }
}
