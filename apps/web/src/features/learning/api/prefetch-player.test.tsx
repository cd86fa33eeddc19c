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

/** Decision 145: the player's first data is asked for before the player renders, once. */
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
  http.get('*/api/course/:slug/activity', ({ params }) => {
    calls.push(`activity ${String(params.slug)}`);
    return params.slug === 'kelas-uji'
      ? HttpResponse.json({ data: activity })
      : HttpResponse.json({ message: 'Kamu belum terdaftar di kelas ini.' }, { status: 403 });
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
  session.login('token-1', { name: 'Putri', email: 'p@example.com', avatar: null });
});

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('prefetchPlayer', () => {
  it("asks for the activity, then the material of the URL's item, as the player would choose it", async () => {
    const qc = client();
    await prefetchPlayer(qc, 'kelas-uji', '?item=3');
    expect(calls).toEqual(['activity kelas-uji', 'active 3']);
    expect(activeBodies).toEqual([{ courseId: 7, itemId: 20, itemType: 'quiz' }]);
    expect(qc.getQueryData(activityKey('kelas-uji'))).toEqual(activity);
    expect(qc.getQueryData(activeMaterialKey(3))).toMatchObject({ item_id: 3, name: 'Post Test' });
  });

  it('opens the first item when the URL names none or one the course lacks', async () => {
    await prefetchPlayer(client(), 'kelas-uji', '?item=99');
    expect(calls).toEqual(['activity kelas-uji', 'active 1']);
  });

  it('leaves a refused course to the player: it resolves, and asks for no material', async () => {
    const qc = client();
    await expect(prefetchPlayer(qc, 'kelas-lain', '')).resolves.toBeUndefined();
    expect(calls).toEqual(['activity kelas-lain']);
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
    expect(calls).toEqual(['activity kelas-uji', 'active 1']);
  });
});
