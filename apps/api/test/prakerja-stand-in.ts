import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureMatches } from '../src/platform/prakerja/sign.ts';

/**
 * A loopback stand-in for the job-training programme's integration API, FOR TESTS ONLY
 * (the product has no mode that fakes the programme). It implements the calls of
 * docs/integrations/prakerja.md, checks `client_code`, `timestamp` and `signature` exactly as
 * documented (HMAC-SHA1 over client_code + timestamp + method + path + body), keeps state per
 * redeem code, serves a small verification page in place of the programme's OAuth page, and can
 * be told to time out, answer 5xx, answer garbage or refuse a code.
 *
 * The error codes and messages it answers are ours where the public docs do not give them
 * (marked "assumption" in docs/integrations/prakerja.md).
 */
export type StandInCode = {
  courseCode: string;
  /** 1 = valid/paid; anything else is answered as the programme's status. */
  status: number;
  /** Sequences whose attendance the programme has verified. */
  attended: Set<number>;
  /** A refusal answered for every call about this code (unknown provider, used elsewhere …). */
  refusal: { httpStatus: number; code: string; message: string } | null;
  /** Per `${scope}:${sequence}`: the learner's work and the feedback as received, in order. */
  submissions: Map<string, { assignment: number; feedback: number; feedbacks: string[]; files: string[] }>;
};

export type StandInFault = 'timeout' | '5xx' | 'malformed';

export type PrakerjaStandIn = {
  url: string;
  clientCode: string;
  /** The key signatures are checked with; tests may change it to see a wrong signature refused. */
  signKey: string;
  codes: Map<string, StandInCode>;
  /** Every call received: path, body, and the answer's HTTP status (0 = left hanging). */
  calls: { path: string; body: Record<string, unknown>; status: number }[];
  addCode: (code: string, init?: Partial<Omit<StandInCode, 'attended' | 'submissions'>> & { attended?: number[] }) => StandInCode;
  /** The next `times` calls (optionally only to `path`) fail this way. */
  failNext: (fault: StandInFault, times?: number, path?: string) => void;
  /** What the programme's page would do when the learner passes: mark the sequence attended. */
  attend: (code: string, sequence: number) => void;
  close: () => Promise<void>;
};

export const STAND_IN_ERRORS = {
  signature: { httpStatus: 401, code: 'ERRSIG40101', message: 'Signature tidak valid' },
  timestamp: { httpStatus: 401, code: 'ERRSIG40102', message: 'Timestamp kedaluwarsa' },
  client: { httpStatus: 401, code: 'ERRSIG40103', message: 'Client code tidak dikenal' },
  unknown: { httpStatus: 404, code: 'ERRRDM40401', message: 'Kode redeem tidak ditemukan' },
  otherProvider: { httpStatus: 400, code: 'ERRRDM40002', message: 'Kode redeem bukan milik lembaga pelatihan yang kamu pilih' },
  usedElsewhere: { httpStatus: 400, code: 'ERRRDM40003', message: 'Kode redeem sudah digunakan' },
  badRequest: { httpStatus: 400, code: 'ERRPLT40001', message: 'Request tidak valid' },
  noAssignment: { httpStatus: 400, code: 'ERRTPM40001', message: 'Tugas peserta belum dikirim' },
} as const;

/** Starts the stand-in on a free loopback port. `skewSeconds`: how far a timestamp may be from its clock (assumption A6). */
export async function startPrakerjaStandIn(
  opts: { clientCode?: string; signKey?: string; skewSeconds?: number; now?: () => Date; port?: number } = {},
): Promise<PrakerjaStandIn> {
  const clientCode = opts.clientCode ?? 'kelas-test-client';
  const signKey = opts.signKey ?? randomBytes(16).toString('hex');
  const skew = opts.skewSeconds ?? 300;
  const now = opts.now ?? (() => new Date());
  const codes = new Map<string, StandInCode>();
  const calls: PrakerjaStandIn['calls'] = [];
  const faults: { fault: StandInFault; path: string | undefined }[] = [];
  const oauthTokens = new Map<string, { code: string; sequence: number; redirectUri: string }>();
  let baseUrl = '';

  const addCode: PrakerjaStandIn['addCode'] = (code, init = {}) => {
    const entry: StandInCode = {
      courseCode: init.courseCode ?? 'KELAS-COURSE',
      status: init.status ?? 1,
      attended: new Set(init.attended ?? []),
      refusal: init.refusal ?? null,
      submissions: new Map(),
    };
    codes.set(code.toUpperCase(), entry);
    return entry;
  };

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const fail = (res: http.ServerResponse, e: { httpStatus: number; code: string; message: string }) =>
    send(res, e.httpStatus, { success: false, code: e.code, message: e.message });

  function statusData(codeName: string, c: StandInCode, sequence: number) {
    return {
      redeem_code: codeName,
      course_code: c.courseCode,
      invoice_code: `INV-${codeName}`,
      schedule_code: `SCH-${c.courseCode}`,
      status: c.status,
      attendance_status: c.attended.has(sequence) ? 1 : 0,
      redeem_at: c.attended.has(1) ? now().toISOString() : null,
      dp_platform: 'Stand-in',
    };
  }

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, path: string, raw: string) {
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      body = {};
    }
    const record = { path, body, status: 0 };
    calls.push(record);
    const answer = (status: number, payload: unknown) => {
      record.status = status;
      send(res, status, payload);
    };
    const refuse = (e: { httpStatus: number; code: string; message: string }) => {
      record.status = e.httpStatus;
      fail(res, e);
    };

    const faultIndex = faults.findIndex((f) => !f.path || f.path === path);
    if (faultIndex >= 0) {
      const fault = faults.splice(faultIndex, 1)[0]!.fault;
      if (fault === 'timeout') return; // left hanging; the client's timeout must end it
      if (fault === '5xx') return answer(503, { success: false, code: 'ERRPLT50301', message: 'Service Unavailable' });
      record.status = 200;
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"success":true,"data":');
    }

    // Signing, exactly as documented.
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    if (header('client_code') !== clientCode) return refuse(STAND_IN_ERRORS.client);
    const tsText = header('timestamp') ?? '';
    const ts = /^\d+$/.test(tsText) ? Number(tsText) : NaN;
    if (!Number.isFinite(ts) || Math.abs(ts - Math.floor(now().getTime() / 1000)) > skew) return refuse(STAND_IN_ERRORS.timestamp);
    if (!signatureMatches({ clientCode, timestamp: ts, method: req.method ?? 'POST', path, body: raw }, api.signKey, header('signature') ?? ''))
      return refuse(STAND_IN_ERRORS.signature);

    const codeName = typeof body.redeem_code === 'string' ? body.redeem_code.toUpperCase() : '';
    const c = codes.get(codeName);
    if (!codeName) return refuse(STAND_IN_ERRORS.badRequest);
    if (!c) return refuse(STAND_IN_ERRORS.unknown);
    if (c.refusal) return refuse(c.refusal);
    const sequence = typeof body.sequence === 'number' ? body.sequence : 1;
    const scope = body.scope === 'uk' ? 'uk' : body.scope === 'tpm' ? 'tpm' : null;

    switch (path) {
      case '/api/v1/integration/payment/redeem-code/status':
        return answer(200, { success: true, message: 'OK', data: statusData(codeName, c, sequence) });
      case '/api/v1/integration/payment/redeem-code/reset':
        if (!codeName.startsWith('PRAT-')) return refuse(STAND_IN_ERRORS.badRequest);
        c.attended.clear();
        return answer(200, { success: true, message: 'OK', data: statusData(codeName, c, 1) });
      case '/api/v1/integration/oauth/url-generate': {
        if (typeof body.redirect_uri !== 'string' || typeof body.email !== 'string') return refuse(STAND_IN_ERRORS.badRequest);
        const token = randomBytes(12).toString('hex');
        oauthTokens.set(token, { code: codeName, sequence, redirectUri: body.redirect_uri });
        return answer(200, { success: true, message: 'OK', data: { url: `${baseUrl}/oauth/verify?token=${token}` } });
      }
      case '/api/v1/integration/tpm/submission': {
        if (!scope || typeof body.url_file !== 'string') return refuse(STAND_IN_ERRORS.badRequest);
        const s = c.submissions.get(`${scope}:${sequence}`) ?? { assignment: 0, feedback: 0, feedbacks: [], files: [] };
        s.assignment = 2;
        s.files.push(body.url_file);
        c.submissions.set(`${scope}:${sequence}`, s);
        return answer(200, { success: true, message: 'OK', data: null });
      }
      case '/api/v1/integration/tpm/feedback/submission': {
        if (!scope || typeof body.notes !== 'string') return refuse(STAND_IN_ERRORS.badRequest);
        const s = c.submissions.get(`${scope}:${sequence}`);
        if (!s || s.assignment === 0) return refuse(STAND_IN_ERRORS.noAssignment);
        s.feedback = 1;
        s.feedbacks.push(body.notes);
        return answer(200, { success: true, message: 'OK', data: null });
      }
      case '/api/v1/integration/tpm/submission/status': {
        if (!scope) return refuse(STAND_IN_ERRORS.badRequest);
        const s = c.submissions.get(`${scope}:${sequence}`);
        const part = (status: number) => ({ redeem_code: codeName, scope, sequence, status });
        return answer(200, { success: true, message: 'OK', data: { assignment: part(s?.assignment ?? 0), feedback: part(s?.feedback ?? 0) } });
      }
      default:
        return answer(404, { success: false, code: 'ERRPLT40400', message: 'Not Found' });
    }
  }

  /** The stand-in's verification page: one button; passing marks the sequence attended and goes back. */
  function handleOauth(req: http.IncomingMessage, res: http.ServerResponse, url: URL, raw: string) {
    const token = req.method === 'POST' ? new URLSearchParams(raw).get('token') : url.searchParams.get('token');
    const entry = token ? oauthTokens.get(token) : undefined;
    if (!entry) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      return res.end('<!doctype html><html lang="id"><title>Prakerja</title><main><h1>Tautan tidak valid</h1></main></html>');
    }
    if (req.method === 'POST') {
      oauthTokens.delete(token!);
      codes.get(entry.code)?.attended.add(entry.sequence);
      res.writeHead(302, { location: entry.redirectUri });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Verifikasi Prakerja (stand-in)</title></head><body><main>` +
        `<h1>Verifikasi kehadiran Prakerja</h1><p>Sesi ${entry.sequence}</p>` +
        `<form method="post" action="/oauth/verify"><input type="hidden" name="token" value="${token}"><button type="submit">Verifikasi</button></form>` +
        `</main></body></html>`,
    );
  }

  /**
   * Test control for a stand-in living in another process (the Playwright global setup):
   * POST /__control/codes { code, courseCode?, status?, attended? } adds a code;
   * GET /__control/codes/{code} → its attended sequences and submissions.
   */
  function handleControl(req: http.IncomingMessage, res: http.ServerResponse, url: URL, raw: string) {
    if (req.method === 'POST' && url.pathname === '/__control/codes') {
      const b = JSON.parse(raw || '{}') as { code: string; courseCode?: string; status?: number; attended?: number[] };
      addCode(b.code, { ...(b.courseCode ? { courseCode: b.courseCode } : {}), ...(b.status ? { status: b.status } : {}), attended: b.attended ?? [] });
      return send(res, 201, { ok: true });
    }
    const m = /^\/__control\/codes\/([^/]+)$/.exec(url.pathname);
    const c = m ? codes.get(decodeURIComponent(m[1]!).toUpperCase()) : undefined;
    if (req.method === 'GET' && c) {
      return send(res, 200, {
        attended: [...c.attended].sort((a, b) => a - b),
        submissions: Object.fromEntries([...c.submissions].map(([k, v]) => [k, { assignment: v.assignment, feedback: v.feedback, feedbacks: v.feedbacks }])),
      });
    }
    return send(res, 404, { ok: false });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (url.pathname === '/oauth/verify') return handleOauth(req, res, url, raw);
      if (url.pathname.startsWith('/__control/')) return handleControl(req, res, url, raw);
      if (req.method !== 'POST') {
        res.writeHead(405);
        return res.end();
      }
      void handleApi(req, res, url.pathname, raw);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', resolve);
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const api: PrakerjaStandIn = {
    url: baseUrl,
    clientCode,
    signKey,
    codes,
    calls,
    addCode,
    failNext(fault, times = 1, path) {
      for (let i = 0; i < times; i++) faults.push({ fault, path });
    },
    attend(code, sequence) {
      codes.get(code.toUpperCase())?.attended.add(sequence);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return api;
}
