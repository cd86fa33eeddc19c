import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CourseActivity } from '@kelas/contracts/learning';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { mockApi } from '../../../../test/api-screen';
import { LearningPlayer } from '../components/learning-player';
import { activeMaterialKey } from './get-active-material';
import { activityKey } from './get-activity';
import { prefetchPlayer } from './prefetch-player';

/** Decisions 145, 257: the player's first data is asked for before the player renders, once, both calls at once. */
const activity: CourseActivity = {
  course_id: 7,
  course_slug: 'kelas-uji',
  course_title: 'Kelas Uji',
  course_progress: 0,
  certificate_code: null,
  sequential: false,
  preview: false,
  materials: [
    {
      material_id: 10,
      material_title: 'Bab Satu',
      items: [
        {
          item_id: 1,
          title: 'Selamat Datang',
          item_type: 'text',
          is_complete: 0,
          completion_rule: 'own_action',
          is_locked: false,
        },
      ],
    },
    {
      material_id: 20,
      material_title: 'Bab Dua',
      items: [
        {
          item_id: 3,
          title: 'Post Test',
          item_type: 'quiz',
          is_complete: 0,
          completion_rule: 'passed',
          is_locked: false,
        },
      ],
    },
  ],
};

let calls: string[];
let activeBodies: unknown[];
/** Whether GET …/current answers (it does not offline, or for a locked item). */
let currentWorks: boolean;
/** Requests made by the time the activity answered. */
let beforeActivity: string[];
let activityAnswered: boolean;
mockApi(
  http.get('*/api/config', () =>
    HttpResponse.json({
      data: {
        brand: 'Kelas',
        company: 'PT',
        phone: '+62 811',
        email: 'a@b.c',
        messagingApp: 'WhatsApp',
        captcha: 'ALTCHA',
        recaptchaSiteKey: null,
        paymentSandbox: true,
      },
    }),
  ),
  http.get('*/api/course/:slug/activity', async ({ params }) => {
    calls.push(`activity ${String(params.slug)}`);
    await new Promise((resolve) => setTimeout(resolve, 30));
    beforeActivity = [...calls];
    activityAnswered = true;
    return params.slug === 'kelas-uji'
      ? HttpResponse.json({ data: activity })
      : HttpResponse.json({ message: 'Kamu belum terdaftar di kelas ini.' }, { status: 403 });
  }),
  http.get('*/api/course/:slug/current', ({ params, request }) => {
    const item = new URL(request.url).searchParams.get('item');
    calls.push(`current ${String(params.slug)} ${item ?? '-'}`);
    if (!currentWorks) return HttpResponse.error();
    if (params.slug !== 'kelas-uji') return HttpResponse.json({ message: 'Kamu belum terdaftar di kelas ini.' }, { status: 403 });
    const first = item === '3'
      ? { item_id: 3, material_id: 20, name: 'Post Test', item_type: 'quiz', completion_rule: 'passed', pass_mark: 70, detail: { id: 3 }, is_complete: 0 }
      : { item_id: 1, material_id: 10, name: 'Selamat Datang', item_type: 'text', completion_rule: 'own_action', pass_mark: null, detail: { id: 1 }, is_complete: 0 };
    return HttpResponse.json({ data: first });
  }),
  http.post('*/api/course/items/:id/active', async ({ params, request }) => {
    calls.push(`active ${String(params.id)}`);
    activeBodies.push(await request.json());
    const id = Number(params.id);
    return HttpResponse.json({
      data:
        id === 1
          ? {
              item_id: 1,
              material_id: 10,
              name: 'Selamat Datang',
              item_type: 'text',
              completion_rule: 'own_action',
              pass_mark: null,
              detail: { id: 1 },
              is_complete: 0,
            }
          : {
              item_id: 3,
              material_id: 20,
              name: 'Post Test',
              item_type: 'quiz',
              completion_rule: 'passed',
              pass_mark: 70,
              detail: { id: 3 },
              is_complete: 0,
            },
    });
  }),
);

beforeEach(() => {
  calls = [];
  activeBodies = [];
  currentWorks = true;
  beforeActivity = [];
  activityAnswered = false;
  session.login('token-1', { name: 'Putri', email: 'p@example.com', avatar: null });
});

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('prefetchPlayer', () => {
  it("asks for the activity and the URL's item together, and the material only once", async () => {
    const qc = client();
    await prefetchPlayer(qc, 'kelas-uji', '?item=3');
    expect(calls.sort()).toEqual(['activity kelas-uji', 'current kelas-uji 3']);
    // Both left before either answered.
    expect(activityAnswered).toBe(true);
    expect(beforeActivity.sort()).toEqual(['activity kelas-uji', 'current kelas-uji 3']);
    expect(qc.getQueryData(activityKey('kelas-uji'))).toEqual(activity);
    expect(qc.getQueryData(activeMaterialKey(3))).toMatchObject({ item_id: 3, name: 'Post Test' });
  });

  it("falls back to the material after the activity when the parallel call fails (offline, a locked item), chosen as the player chooses", async () => {
    currentWorks = false;
    await prefetchPlayer(client(), 'kelas-uji', '?item=3');
    expect(calls.slice(0, 2).sort()).toEqual(['activity kelas-uji', 'current kelas-uji 3']);
    expect(calls.slice(2)).toEqual(['active 3']);
    expect(activeBodies).toEqual([{ courseId: 7, itemId: 20, itemType: 'quiz' }]);
    calls = [];
    await prefetchPlayer(client(), 'kelas-uji', '?item=99');
    expect(calls.slice(2)).toEqual(['active 1']);
  });

  it('leaves a refused course to the player: it resolves, and asks for no material after the activity', async () => {
    const qc = client();
    await expect(prefetchPlayer(qc, 'kelas-lain', '')).resolves.toBeUndefined();
    expect(calls.sort()).toEqual(['activity kelas-lain', 'current kelas-lain -']);
    expect(qc.getQueryState(activityKey('kelas-lain'))?.status).toBe('error');
  });

  it('the player then renders the material without asking again', async () => {
    const qc = client();
    await prefetchPlayer(qc, 'kelas-uji', '');
    const router = createMemoryRouter(
      [{ path: '/learning/:slug', element: <LearningPlayer slug="kelas-uji" views={{}} /> }],
      { initialEntries: ['/learning/kelas-uji'] },
    );
    render(
      <QueryClientProvider client={qc}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Selamat Datang!' })).toBeVisible();
    expect(calls.sort()).toEqual(['activity kelas-uji', 'current kelas-uji -']);
  });
});
