import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NGINX_BIN, NGINX_TEMPLATE, renderNginxTemplate } from './nginx.ts';

/** deploy/nginx.conf, shared by compose.yaml and the multi-server test (decision 186): renders and passes `nginx -t`. */
describe('deploy/nginx.conf', () => {
  it('renders with the variables and passes nginx -t', () => {
    const rendered = renderNginxTemplate(fs.readFileSync(NGINX_TEMPLATE, 'utf8'), { KELAS_APP_1: '127.0.0.1:3001', KELAS_APP_2: '127.0.0.1:3002', KELAS_PROXY_LISTEN: '127.0.0.1:8080' });
    expect(rendered).not.toMatch(/\$\{/);
    expect(rendered).toMatch(/proxy_next_upstream error timeout http_502 http_503 http_504;/);
    expect(() => renderNginxTemplate('listen ${KELAS_NOT_SET};', { KELAS_APP_1: '', KELAS_APP_2: '', KELAS_PROXY_LISTEN: '' })).toThrow(/KELAS_NOT_SET/);
    expect(NGINX_BIN).not.toBe('');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kelas-nginx-t-'));
    try {
      fs.writeFileSync(path.join(dir, 'site.conf'), rendered);
      fs.writeFileSync(path.join(dir, 'nginx.conf'), `pid ${dir}/nginx.pid;\nevents {}\nhttp {\n  include ${dir}/site.conf;\n}\n`);
      const r = spawnSync(NGINX_BIN, ['-t', '-q', '-e', `${dir}/error.log`, '-p', dir, '-c', `${dir}/nginx.conf`], { encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
