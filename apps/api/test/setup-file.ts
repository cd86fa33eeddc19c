/**
 * Runs before every API test file. The files of a worker share their loaded modules (the projects
 * set `isolate: false`), so a module's first load decides for all of them:
 * - jsdom picks, when it loads, the JavaScript globals its windows copy (those Node's global has
 *   then); pdfjs-dist's legacy build, which the certificate tests use to read PDFs, adds polyfilled
 *   globals (`Iterator`) that a new window cannot provide. jsdom is loaded first.
 */
import 'jsdom';
