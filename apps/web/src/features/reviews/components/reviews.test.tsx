import type { OwnReview, PublicReview, PutReviewBody } from '@kelas/contracts/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { mockApi, renderWithQuery } from '../../../../test/api-screen';
import { CourseReviews } from './course-reviews';
import { ReviewForm } from './review-form';

// Decision 272: the detail page's reviews ('Belum ada ulasan' when none) and the player's form.
const REVIEWS: PublicReview[] = [
  { id: 2, name: 'Citra', rating: 4, body: '', created_at: '2025-05-21T03:30:00Z', updated_at: '2025-05-21T03:30:00Z' },
  { id: 1, name: 'Ayu', rating: 5, body: 'Sangat <strong>jelas</strong>.\nTerima kasih.', created_at: '2025-05-20T03:30:00Z', updated_at: '2025-05-22T03:30:00Z' },
];
const asked: string[] = [];
const saved: PutReviewBody[] = [];
let own: { progress: number; can_review: boolean; review: OwnReview | null } = { progress: 50, can_review: true, review: null };

const server = mockApi(
  http.get('*/api/courses/:slug/reviews', ({ request }) => {
    const url = new URL(request.url);
    asked.push(url.search);
    return HttpResponse.json({ data: REVIEWS, meta: { total: 7, page: Number(url.searchParams.get('page')), per_page: 5 } });
  }),
  http.get('*/api/courses/:slug/review', () => HttpResponse.json({ data: own })),
  http.put('*/api/courses/:slug/review', async ({ request }) => {
    const body = (await request.json()) as PutReviewBody;
    saved.push(body);
    const review: OwnReview = { id: 9, rating: body.rating, body: body.body ?? '', show_as_testimonial: body.show_as_testimonial ?? false, hidden: false, created_at: '2025-05-23T00:00:00Z', updated_at: '2025-05-23T00:00:00Z' };
    own = { ...own, review };
    return HttpResponse.json({ data: review });
  }),
);

describe('CourseReviews', () => {
  it("says 'Belum ada ulasan' and asks for nothing when the course has no review", () => {
    asked.length = 0;
    renderWithQuery(<CourseReviews slug="kelas" rating={0} count={0} />);
    expect(screen.getByRole('heading', { name: 'ULASAN PESERTA' })).toBeInTheDocument();
    expect(screen.getByText('Belum ada ulasan')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Rating/ })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('shows the average with its count, then each review: name, stars, date in the zone with its label, body', async () => {
    vi.stubEnv('TZ', 'Asia/Jakarta');
    renderWithQuery(<CourseReviews slug="kelas" rating={4.3} count={7} />);
    expect(screen.getByText('4,3 dari 5 · 7 ulasan')).toBeInTheDocument();
    const ayu = await screen.findByRole('article', { name: 'Ayu' });
    expect(within(ayu).getByRole('img', { name: 'Rating 5,0 dari 5' })).toBeInTheDocument();
    expect(within(ayu).getByText(/22 Mei 2025.*10\.30 WIB/)).toBeInTheDocument();
    expect(within(ayu).getByText(/diubah/)).toBeInTheDocument();
    expect(within(ayu).getByText('jelas').tagName).toBe('STRONG');
    expect(within(screen.getByRole('article', { name: 'Citra' })).queryByText(/diubah/)).toBeNull();
    // Paged: 7 reviews, 5 a page.
    expect(screen.getByText(/Halaman 1 dari 2/)).toBeInTheDocument();
  });

  it('sorts by most helpful, explaining what that means, and pages', async () => {
    asked.length = 0;
    renderWithQuery(<CourseReviews slug="kelas" rating={4.3} count={7} />);
    await screen.findByRole('article', { name: 'Ayu' });
    await userEvent.selectOptions(screen.getByLabelText('Urutkan'), 'helpful');
    expect(screen.getByText(/Paling membantu: ulasan yang berisi teks/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Berikutnya|Selanjutnya|Next/ }));
    await waitFor(() => expect(asked.at(-1)).toContain('page=2'));
    expect(asked).toContain('?sort=helpful&page=1&per_page=5');
    expect(asked.at(-1)).toBe('?sort=helpful&page=2&per_page=5');
  });

  it('speaks English', async () => {
    await i18next.changeLanguage('en');
    renderWithQuery(<CourseReviews slug="kelas" rating={0} count={0} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
  });
});

describe('ReviewForm', () => {
  it('is not there before half the course, and asks nothing', () => {
    renderWithQuery(<ReviewForm slug="kelas" progress={49} />);
    expect(screen.queryByRole('heading', { name: 'Beri Ulasan' })).toBeNull();
  });

  it("from 50 %: 'Beri Ulasan' with stars, body and the testimonial consent; then editable with the saved review", async () => {
    own = { progress: 50, can_review: true, review: null };
    saved.length = 0;
    renderWithQuery(<ReviewForm slug="kelas" progress={50} />);
    expect(await screen.findByRole('heading', { name: 'Beri Ulasan' })).toBeInTheDocument();
    // No stars chosen: the form says so and sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Ulasan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pilih 1 sampai 5 bintang.');
    expect(saved).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: '4 bintang' }));
    expect(screen.getByRole('radio', { name: '4 bintang' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.type(screen.getByLabelText('Ulasan (opsional)'), 'Bagus');
    await userEvent.click(screen.getByLabelText('Izinkan ulasan ini ditampilkan sebagai testimoni'));
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Ulasan' }));
    await waitFor(() => expect(saved).toEqual([{ rating: 4, body: 'Bagus', show_as_testimonial: true }]));

    // Refilled from the server: the learner edits it later.
    expect(await screen.findByRole('heading', { name: 'Ulasan Kamu' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ulasan (opsional)')).toHaveValue('Bagus');
    expect(screen.getByRole('button', { name: 'Simpan Perubahan' })).toBeInTheDocument();
  });

  it("shows the server's refusal and that an admin hid the review", async () => {
    own = { progress: 60, can_review: true, review: { id: 3, rating: 2, body: 'Buruk', show_as_testimonial: false, hidden: true, created_at: '2025-05-01T00:00:00Z', updated_at: '2025-05-01T00:00:00Z' } };
    server.use(http.put('*/api/courses/:slug/review', () => HttpResponse.json({ message: 'Rating harus bilangan bulat 1 sampai 5.', errors: { rating: ['x'] } }, { status: 422 })));
    renderWithQuery(<ReviewForm slug="kelas" progress={60} />);
    expect(await screen.findByText(/disembunyikan oleh admin/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2 bintang' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rating harus bilangan bulat 1 sampai 5.');
  });

  it('speaks English', async () => {
    own = { progress: 75, can_review: true, review: null };
    await i18next.changeLanguage('en');
    renderWithQuery(<ReviewForm slug="kelas" progress={75} />);
    expect(await screen.findByRole('heading', { name: 'Write a review' })).toBeInTheDocument();
    expect(screen.getByText(/completed 75% of the course/)).toBeInTheDocument();
  });
});
