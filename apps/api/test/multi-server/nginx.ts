import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The one proxy configuration of the project (compose.yaml uses it too). */
export const NGINX_TEMPLATE = path.join(root, 'deploy/nginx.conf');

/** The Debian binary (nginx-light); .ci/run installs it. */
export const NGINX_BIN = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p)) ?? '';

/** The variables the template names; the same as compose.yaml gives the nginx image. */
export type NginxVars = { KELAS_APP_1: string; KELAS_APP_2: string; KELAS_PROXY_LISTEN: string };

/**
 * Fills in `${KELAS_…}` of deploy/nginx.conf as the nginx image's envsubst does (only the named
 * variables; nginx's own `$host` etc. stay). Throws when the template names a variable not given.
 */
export function renderNginxTemplate(template: string, vars: NginxVars): string {
  return template.replace(/\$\{(KELAS_[A-Z0-9_]+)\}/g, (_m, name: string) => {
    const value = (vars as Record<string, string>)[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf names \${${name}}, which the test does not set`);
    return value;
  });
}

export type Nginx = {
  url: string;
  /** Lines of the access log: `status upstream_addr request_time`; several upstreams = nginx retried. */
  accessLog: () => string[];
  errorLog: () => string;
  stop: () => Promise<void>;
};

/**
 * Starts nginx on `port` in front of `upstreams` with deploy/nginx.conf, everything (pid, logs,
 * temp files) in `dir`. Not as root: when the test runs as root the master process itself runs as
 * `nobody` (uid 65534), so no worker ever has root's rights.
 */
export async function startNginx(opts: { dir: string; port: number; upstreams: [string, string] }): Promise<Nginx> {
  const { dir } = opts;
  const site = renderNginxTemplate(fs.readFileSync(NGINX_TEMPLATE, 'utf8'), {
    KELAS_APP_1: opts.upstreams[0],
    KELAS_APP_2: opts.upstreams[1],
    KELAS_PROXY_LISTEN: `127.0.0.1:${opts.port}`,
  });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'kelas.conf'), site);
  const main = [
    'worker_processes 1;',
    'daemon off;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  log_format kelas "$status $upstream_addr $request_time";',
    `  access_log ${dir}/access.log kelas;`,
    `  client_body_temp_path ${dir}/client_body;`,
    `  proxy_temp_path ${dir}/proxy;`,
    `  fastcgi_temp_path ${dir}/fastcgi;`,
    `  uwsgi_temp_path ${dir}/uwsgi;`,
    `  scgi_temp_path ${dir}/scgi;`,
    `  include ${dir}/kelas.conf;`,
    '}',
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'nginx.conf'), main);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) for (const f of [dir, ...fs.readdirSync(dir).map((n) => path.join(dir, n))]) fs.chownSync(f, 65534, 65534);
  const child: ChildProcess = spawn(NGINX_BIN, ['-e', `${dir}/error.log`, '-p', dir, '-c', `${dir}/nginx.conf`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${opts.port}`;
  const started = Date.now();
  for (;;) {
    const ok = await fetch(`${url}/nginx-health`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || Date.now() - started > 10_000) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start: ${out}\n${readOr(path.join(dir, 'error.log'))}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    accessLog: () => readOr(path.join(dir, 'access.log')).split('\n').filter(Boolean),
    errorLog: () => readOr(path.join(dir, 'error.log')),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT'); // graceful: finish the requests in flight
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

function readOr(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
