import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-screen';
import type * as ApiClient from './api-client';
import type * as Session from './session';

// The files of a worker share their modules: this file takes fresh ones, whose handler is unset.
let api: typeof ApiClient.api;
let ApiError: typeof ApiClient.ApiError;
let setSessionExpiredHandler: typeof ApiClient.setSessionExpiredHandler;
let session: typeof Session.session;
beforeAll(async () => {
  vi.resetModules();
  ({ api, ApiError, setSessionExpiredHandler } = await import('./api-client'));
  ({ session } = await import('./session'));
});

/** Spec 8: a 401 logs the learner out and the app shows 'Sesi Anda telah berakhir…'. */
mockApi(http.get('*/api/course/kelas-uji/activity', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));

describe('an expired session', () => {
  // In this order: the module's handler is unset until the second test sets it.
  it('answered before the app set its handler (the first page, decision 145) is told once the handler is set', async () => {
    session.login('token-1', { name: 'Putri', email: 'p@example.com', avatar: null });
    await expect(api.get('/course/kelas-uji/activity')).rejects.toBeInstanceOf(ApiError);
    expect(session.get().isAuthenticated).toBe(false);
    const told = vi.fn();
    setSessionExpiredHandler(told);
    expect(told).toHaveBeenCalledTimes(1);
    setSessionExpiredHandler(told);
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('answered later is told at once', async () => {
    const told = vi.fn();
    setSessionExpiredHandler(told);
    session.login('token-2', { name: 'Putri', email: 'p@example.com', avatar: null });
    await expect(api.get('/course/kelas-uji/activity')).rejects.toMatchObject({ status: 401 });
    expect(told).toHaveBeenCalledTimes(1);
    expect(session.get().token).toBeNull();
  });
});
