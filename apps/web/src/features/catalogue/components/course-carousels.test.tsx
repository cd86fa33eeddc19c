import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CourseListItem } from '@kelas/contracts/catalogue';
import { CourseCarousels } from './course-carousels';
import { i18next } from '@/lib/i18n/i18n';
import catalogueId from '@/locales/id/catalogue';

const course = (over: Partial<CourseListItem>): CourseListItem => ({
  id: 1,
  name: 'record webinar',
  slug: 'kelas-satu',
  title: 'Kelas Satu',
  thumbnail: 'thumbnails/satu.svg',
  rating: 4.5,
  rating_count: 8,
  purchase_count: 12,
  prices: [{ prices: [{ price: 100000, discount: 0 }] }, { prices: [{ price: 200000, discount: 0 }] }, { prices: [{ price: 500000, discount: 20 }] }],
  availability: 'open',
  ...over,
});

const requested: string[] = [];
let manyVideos = false;
const server = setupServer(
  http.get('*/api/courses', ({ request }) => {
    const type = new URL(request.url).searchParams.get('type') ?? '';
    requested.push(type);
    if (type === 'record webinar') return HttpResponse.json({ data: [course({})] });
    if (type === 'learning video' && manyVideos)
      return HttpResponse.json({ data: Array.from({ length: 7 }, (_, i) => course({ id: 20 + i, name: 'learning video', slug: `video-${i}`, title: `Video ${i}` })) });
    if (type === 'free class')
      return HttpResponse.json({
        data: [course({ id: 7, name: 'free class', slug: 'gratis-a', title: 'Kelas Gratis A', purchase_count: 40, rating: 4.9, prices: [{ prices: [{ price: 0, discount: 0 }] }], availability: 'coming_soon' })],
      });
    // An answer without its `data` list fails like a broken call (a 5xx would be retried first).
    return HttpResponse.json({ message: 'Gangguan' });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('id');
  server.resetHandlers();
  manyVideos = false;
});
afterAll(() => server.close());

function renderCarousels() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CourseCarousels />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CourseCarousels (spec 2.7)', () => {
  it('loads the three kinds in parallel and renders cards with the spec fields', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCarousels();
    const webinars = screen.getByRole('region', { name: 'Record Webinar' });
    const card = await within(webinars).findByRole('link', { name: /Kelas Satu/ });
    expect(card).toHaveAttribute('href', '/detail/record-webinar/kelas-satu');
    expect(within(card).getByText('Record Webinar')).toBeInTheDocument();
    // The course's one price (decision 253): the lowest package, 'Mulai dari' as the packages differ.
    expect(within(card).getByText('Mulai dari Rp100.000')).toBeInTheDocument();
    expect(within(card).getByText('12 Peserta')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rating 4,5 dari 5' })).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/storage/thumbnails/satu.svg');

    const free = await within(screen.getByRole('region', { name: 'Free Class' })).findByRole('link', { name: /Kelas Gratis A/ });
    // A free class without an open cohort: 'Coming Soon', no price, no rating, no participants (decision 255).
    expect(within(free).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(free).queryByText('Free')).toBeNull();
    expect(within(free).queryByText(/Peserta/)).toBeNull();
    expect(within(free).queryByRole('img', { name: /Rating/ })).toBeNull();
    expect(free).toHaveAttribute('href', '/detail/free-class/gratis-a');

    // The failed list is only logged; its carousel shows the empty text.
    const videos = screen.getByRole('region', { name: 'Video Belajar' });
    expect(await within(videos).findByText(catalogueId.carousels.empty)).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(requested.sort()).toEqual(['free class', 'learning video', 'record webinar']);
    logged.mockRestore();
  });

  it("says 'Belum ada ulasan' instead of a rating while no review counts (decision 272)", async () => {
    server.use(http.get('*/api/courses', () => HttpResponse.json({ data: [course({ rating: 0, rating_count: 0 })] })));
    renderCarousels();
    const card = await within(screen.getByRole('region', { name: 'Record Webinar' })).findByRole('link', { name: /Kelas Satu/ });
    expect(within(card).getByText('Belum ada ulasan')).toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: /Rating/ })).toBeNull();
    expect(within(card).queryByText('0,0')).toBeNull();
  });

  it('disables both buttons of a carousel with fewer than five courses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCarousels();
    const webinars = screen.getByRole('region', { name: 'Record Webinar' });
    await within(webinars).findByRole('link', { name: /Kelas Satu/ });
    expect(within(webinars).getByRole('button', { name: 'Sebelumnya: Record Webinar' })).toBeDisabled();
    expect(within(webinars).getByRole('button', { name: 'Berikutnya: Record Webinar' })).toBeDisabled();
    vi.restoreAllMocks();
  });

  it('speaks English: headings, learners, rupiah and rating in English', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await i18next.changeLanguage('en');
    renderCarousels();
    expect(screen.getByRole('heading', { name: 'Choose the Course You Need' })).toBeInTheDocument();
    const webinars = screen.getByRole('region', { name: 'Record Webinar' });
    const card = await within(webinars).findByRole('link', { name: /Kelas Satu/ });
    expect(within(card).getByText('From Rp 100,000')).toBeInTheDocument();
    expect(within(card).getByText('12 Learners')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(webinars).getByRole('button', { name: 'Previous: Record Webinar' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Learning Video' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('builds a long carousel in two tasks: the first four cards, then the rest (decision 141)', async () => {
    manyVideos = true;
    renderCarousels();
    const videos = screen.getByRole('region', { name: 'Video Belajar' });
    await within(videos).findByRole('link', { name: /Video 0/ });
    expect(within(videos).queryByRole('link', { name: /Video 6/ })).toBeNull();
    expect(await within(videos).findByRole('link', { name: /Video 6/ })).toBeInTheDocument();
    expect(within(videos).getAllByRole('link')).toHaveLength(7);
  });
});
