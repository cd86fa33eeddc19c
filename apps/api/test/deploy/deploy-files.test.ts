import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SECRET_NAMES } from '../../src/config-secrets.ts';

/**
 * The deployment files (decision 189) are checked here, since this machine has the
 * docker CLI but neither a daemon nor the compose plugin. The Dockerfile is linted
 * (dockerfile-utils, the Docker language server's validator) and its stages checked; compose.yaml is
 * parsed (yaml, merge keys on) and checked for services, health checks and secrets. The nginx
 * template is checked with `nginx -t` in the multi-server project (test/multi-server/nginx-config.test.ts).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

type Stage = { name: string; instructions: Instruction[] };
function stages(text: string): Stage[] {
  const out: Stage[] = [];
  for (const i of DockerfileParser.parse(text).getInstructions()) {
    if (i.getKeyword() === 'FROM') out.push({ name: i.getArguments().at(-1)?.getValue() ?? '', instructions: [] });
    out.at(-1)?.instructions.push(i);
  }
  return out;
}
const args = (i: Instruction) => i.getArgumentsContent() ?? '';
const all = (s: Stage, keyword: string) => s.instructions.filter((i) => i.getKeyword() === keyword).map(args);
/** The whole instruction as written, flags included (`COPY --from=build …`). */
const whole = (s: Stage, keyword: string) => s.instructions.filter((i) => i.getKeyword() === keyword).map((i) => i.getTextContent());

describe('Dockerfile', () => {
  const text = read('Dockerfile');

  it('has no lint findings (and the linter does find them in a broken file)', () => {
    expect(validate(text)).toEqual([]);
    expect(validate('FROM node:24\nRUNN echo\nEXPOSE port\n').length).toBeGreaterThan(0);
  });

  it('builds with npm ci and scripts/build.mjs, and runs the compiled server as a non-root user with a health check', () => {
    const [build, deps, runtime] = stages(text);
    expect([build?.name, deps?.name, runtime?.name]).toEqual(['build', 'deps', 'runtime']);
    expect(all(build!, 'RUN')).toEqual(expect.arrayContaining(['npm ci', 'node scripts/build.mjs --force']));
    expect(all(deps!, 'RUN').join(' ')).toMatch(/npm ci --omit=dev --workspace=@kelas\/api/);

    const copies = whole(runtime!, 'COPY');
    expect(copies).toEqual(expect.arrayContaining([expect.stringMatching(/--from=deps .*\/app \.\/$/), expect.stringMatching(/--from=build .*\/src\/apps\/api\/dist \.\/apps\/api\/dist$/), expect.stringMatching(/--from=build .*\/src\/apps\/web\/dist \.\/web$/)]));
    // Nothing from the build context itself reaches the runtime image: no sources, no dev dependencies.
    expect(copies.every((c) => c.includes('--from='))).toBe(true);
    const user = all(runtime!, 'USER');
    expect(user).toEqual(['node']);
    expect(all(runtime!, 'HEALTHCHECK').join(' ')).toMatch(/\/api\/health/);
    expect(all(runtime!, 'CMD').join(' ')).toMatch(/apps\/api\/dist\/server\.js/);
    // The last USER comes after the last RUN: nothing runs as root at run time.
    const kinds = runtime!.instructions.map((i) => i.getKeyword());
    expect(kinds.lastIndexOf('USER')).toBeGreaterThan(kinds.lastIndexOf('RUN'));
  });

  it('bakes no secret into the image', () => {
    for (const s of stages(text)) for (const env of all(s, 'ENV')) expect(env).not.toMatch(/SECRET|PASSWORD|_KEY\b|HMAC/);
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['.git', '**/node_modules', '.env', '**/dist']));
  });
});

type Service = {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  user?: string;
  restart?: string;
  command?: string[];
};

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
  const services = compose.services;

  it('runs two app servers behind the proxy on PostgreSQL, Redis and an S3-compatible store', () => {
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'minio', 'minio-bucket', 'postgres', 'proxy', 'redis']);
    for (const name of ['app1', 'app2']) {
      const env = services[name]!.environment!;
      expect(env).toMatchObject({ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'http://minio:9000', TRUST_PROXY: 'true', HOST: '0.0.0.0', PORT: '3000' });
      expect(env.DATABASE_URL).toMatch(/@postgres:5432\//);
      expect(env.REDIS_URL).toMatch(/@redis:6379\//);
      expect(services[name]!.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        'minio-bucket': { condition: 'service_completed_successfully' },
      });
    }
    expect(services.proxy!.depends_on).toEqual({ app1: { condition: 'service_healthy' }, app2: { condition: 'service_healthy' } });
  });

  it('gives every long-running service a health check (the app servers: /api/ready)', () => {
    for (const [name, s] of Object.entries(services)) {
      if (name === 'minio-bucket') {
        expect(s.restart).toBe('no');
        continue;
      }
      expect(s.healthcheck?.test?.length, name).toBeGreaterThan(0);
    }
    expect(services.app1!.healthcheck!.test.join(' ')).toMatch(/\/api\/ready/);
  });

  it('takes every secret from the environment: ${VAR:?…}, never a literal or a default', () => {
    const secretName = /PASSWORD|SECRET|HMAC_KEY|ACCESS_KEY|SERVER_KEY|AUTH/;
    const required = /^\$\{[A-Z0-9_]+:\?[^}]*\}$/;
    const optionalEmpty = /^\$\{[A-Z0-9_]+:-\}$/;
    for (const [name, s] of Object.entries(services)) {
      for (const [key, value] of Object.entries(s.environment ?? {})) {
        if (secretName.test(key)) expect(required.test(value) || optionalEmpty.test(value), `${name}.${key}=${value}`).toBe(true);
        // A password inside a URL is a reference too.
        const inUrl = /^[a-z]+:\/\/[^:@/]*:(.+)@[^@]+$/.exec(value)?.[1];
        if (inUrl !== undefined) expect(inUrl, `${name}.${key}`).toMatch(required);
      }
    }
    const redisPassword = services.redis!.command![services.redis!.command!.indexOf('--requirepass') + 1]!;
    expect(redisPassword).toMatch(required);
    // .env is where the secrets live: never in the repository.
    expect(read('.gitignore').split('\n')).toContain('.env');
  });

  it('gives the servers every secret they refuse to start without, and names the gateway (decision 220)', () => {
    for (const name of ['app1', 'app2']) {
      const env = services[name]!.environment!;
      for (const key of SECRET_NAMES) expect(env[key], `${name}.${key}`).toMatch(/^\$\{[A-Z0-9_]+:\?[^}]*\}$/);
      expect(env.PAYMENT_PROVIDER, `${name}.PAYMENT_PROVIDER`).toMatch(/^\$\{PAYMENT_PROVIDER:\?[^}]*\}$/);
    }
  });

  it('mounts deploy/nginx.conf as the proxy template and gives it every variable it names', () => {
    const proxy = services.proxy!;
    expect(proxy.volumes).toContain('./deploy/nginx.conf:/etc/nginx/templates/default.conf.template:ro');
    const names = [...read('deploy/nginx.conf').matchAll(/\$\{(KELAS_[A-Z0-9_]+)\}/g)].map((m) => m[1]!);
    expect([...new Set(names)].sort()).toEqual(Object.keys(proxy.environment!).sort());
  });
});
