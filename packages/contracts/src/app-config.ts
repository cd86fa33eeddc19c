/**
 * The `id` of the JSON data block in which the server's HTML pages carry the public configuration
 * (GET /api/config's `data`; decision 147). The web reads it before its first render instead of
 * asking for /api/config; a page without it (the service worker's copy of index.html, Vite's dev
 * server) asks as before.
 */
export const PUBLIC_CONFIG_ELEMENT_ID = 'kelas-config';
