import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export type Proc = { pid: number; ppid: number; args: string };

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the tree wrote on stdout and stderr so far. */
  output: () => string;
  /** Resolves when stdout and stderr of the tree have been read to their end. */
  outputClosed: Promise<void>;
  /** Resolves when the spawned process (npm, or the server itself) has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The live processes of the tree (its own process group), excluding zombies. */
  tree: () => Proc[];
  /** The server process: the compiled dist/server.js under npm start; server.ts through tsx when spawned directly. */
  serverPid: () => number;
  /** The `node scripts/start.mjs` process (npm start only). */
  startScriptPid: () => number;
  /** SIGKILL to the whole group (clean-up). */
  killAll: () => void;
};

/**
 * Starts the product as a separate process tree in its own process group: `npm start` (npm → sh →
 * node scripts/start.mjs → tsx → node server.ts; the SPA build skipped), just the server
 * (`node --import tsx apps/api/src/server.ts`), or the compiled server alone (`dist`:
 * `node apps/api/dist/server.js`, as the Docker image runs it; build it first with `ensureApiBuilt`). The environment is the test's plus `env`, with
 * every outside service not named in `env` switched off (decision 096's rule).
 */
export function spawnServer(opts: { via: 'npm' | 'node' | 'dist'; port: number; env: Record<string, string> }): ServerProcess {
  const env = {
    ...process.env,
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    KELAS_SKIP_BUILD: '1',
    HOST: '127.0.0.1',
    PORT: String(opts.port),
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    ...opts.env,
  };
  const [cmd, args] =
    opts.via === 'npm'
      ? ['npm', ['start']]
      : opts.via === 'dist'
        ? [process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js']]
        : [process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts']];
  const child = spawn(cmd, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  // 'close' comes after the last byte of stdout and stderr was read: output() is then complete.
  const outputClosed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const pgid = child.pid!;
  const tree = (): Proc[] => {
    let text = '';
    try {
      text = execFileSync('ps', ['-o', 'pid=,ppid=,stat=,args=', '-g', String(pgid)], { encoding: 'utf8' });
    } catch {
      return []; // ps exits 1 when the group is empty
    }
    return text
      .split('\n')
      .map((l) => /^\s*(\d+)\s+(\d+)\s+(\S+)\s+(.*)$/.exec(l))
      .filter((m): m is RegExpExecArray => m !== null && !m[3]!.startsWith('Z'))
      .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[4]! }));
  };
  const find = (test: (p: Proc) => boolean, what: string) => {
    const p = tree().find(test);
    if (!p) throw new Error(`no ${what} in ${JSON.stringify(tree())}`);
    return p.pid;
  };
  return {
    child,
    baseUrl: `http://127.0.0.1:${opts.port}`,
    output: () => out,
    outputClosed,
    exited,
    tree,
    // npm start runs the compiled server (apps/api/dist/server.js); the direct spawn runs server.ts through tsx.
    serverPid: () => find((p) => (p.args.includes('server.ts') && !p.args.includes('.bin/tsx')) || /dist\/server\.js\b/.test(p.args), 'server process'),
    startScriptPid: () => find((p) => /node .*scripts\/start\.mjs/.test(p.args) && !p.args.startsWith('sh'), 'start.mjs process'),
    killAll() {
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // already gone
      }
    },
  };
}

/** Polls GET /api/ready until 200; throws with the server's output after `limitMs`. */
export async function waitReady(server: ServerProcess, limitMs = 120_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const ok = await fetch(`${server.baseUrl}/api/ready`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    if (server.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready within ${limitMs} ms:\n${server.output().slice(-3000)}`);
}

/**
 * Waits until the process group is empty; the milliseconds it took, or throws after `limitMs` with
 * what is left. Before it returns, the tree's output is read to its end (at most 5 s more), so
 * output() holds the last lines the processes wrote — on a loaded machine the pipe is read later.
 */
export async function waitTreeGone(server: ServerProcess, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const left = server.tree();
    if (left.length === 0) {
      const took = Date.now() - started;
      await Promise.race([server.outputClosed, new Promise((r) => setTimeout(r, 5000))]);
      return took;
    }
    if (Date.now() - started > limitMs) throw new Error(`still running after ${limitMs} ms: ${JSON.stringify(left)}\n${server.output().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
