import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderTotals, type CartCourse, type Order, type Quote, type Upsell } from '@kelas/contracts/checkout';
import { session } from '@/lib/session';
import { Component as CartRoute } from './cart';

// jsdom lacks the layout APIs radix's dialog calls.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

const course: CartCourse = {
  id: 1,
  slug: 'kelas-data',
  type: 'learning video',
  title: 'Belajar Analisis Data',
  thumbnail: null,
  pricing: [{ id: 10, name: 'Paket Reguler', prices: [{ id: 100, price: 1_000_000, discount: 0 }] }],
  price_id: 100,
  package_name: 'Paket Reguler',
  amount: 1_000_000,
  owned: false,
};
const upsell: Upsell = { slug: 'webinar-desain', type: 'record webinar', title: 'Webinar Desain Promo', thumbnail: null, price_id: 200, package_name: 'Akses Rekaman', price: 100_000, discount: 0, amount: 100_000 };
const amounts: Record<number, number> = { 100: 1_000_000, 200: 100_000 };

let quoteBodies: { items: { priceId: number }[]; promo_code: string | null }[];
let profilePosts: unknown[];
let orderBodies: unknown[];

function quoteOf(body: { items: { priceId: number }[]; promo_code: string | null }): Quote {
  const promo = body.promo_code === 'KELAS10' ? { kind: 'percent' as const, value: 10 } : null;
  const t = orderTotals(body.items.map((i) => amounts[i.priceId]!), promo);
  return {
    ...t,
    items: body.items.map((i) => ({ course_id: i.priceId, slug: 's', type: 'learning video', title: 't', thumbnail: null, price_id: i.priceId, package_name: 'p', price: amounts[i.priceId]!, discount: 0, amount: amounts[i.priceId]! })),
    promo: promo ? { code: 'KELAS10', ...promo, discount: t.promo_discount } : null,
  };
}

const server = setupServer(
  http.get('*/api/config', () => HttpResponse.json({ data: { brand: 'Kelas', company: 'PT Kelas', phone: '+62 811', email: 'a@b.c', messagingApp: 'WhatsApp', captcha: 'ALTCHA', recaptchaSiteKey: null, paymentSandbox: true } })),
  http.post('*/api/course/kelas-data/cart', () => HttpResponse.json({ data: course })),
  http.get('*/api/profile', () => HttpResponse.json({ data: { name: 'Putri Lestari', email: 'learner@example.com', phone: '81234567890', gender: 'female', birth_date: '1999-04-12', avatar: null } })),
  http.post('*/api/profile', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    profilePosts.push(body);
    return HttpResponse.json({ data: { ...body, avatar: null }, message: 'ok' });
  }),
  http.get('*/api/checkout/upsell', () => HttpResponse.json({ data: upsell })),
  http.post('*/api/checkout/quote', async ({ request }) => {
    const body = (await request.json()) as { items: { priceId: number }[]; promo_code: string | null };
    quoteBodies.push(body);
    if (body.promo_code && body.promo_code !== 'KELAS10') {
      return HttpResponse.json({ message: 'Kode promo sudah kedaluwarsa.', errors: { promo_code: ['Kode promo sudah kedaluwarsa.'] } }, { status: 422 });
    }
    return HttpResponse.json({ data: quoteOf(body) });
  }),
  http.post('*/api/orders', async ({ request }) => {
    const body = (await request.json()) as { items: { priceId: number }[]; promo_code: string | null };
    orderBodies.push(body);
    const order: Order = {
      ...quoteOf(body),
      id: 77,
      invoice_number: 'INV12345678/LV1/20250521100000',
      status: 'pending',
      buyer_name: 'Putri Lestari',
      merchant_name: 'PT Kelas',
      created_at: '2025-05-21T03:00:00.000Z',
      expires_at: '2025-05-22T03:00:00.000Z',
      paid_at: null,
      payment: null,
      server_time: '2025-05-21T03:00:00.000Z',
    };
    return HttpResponse.json({ data: order }, { status: 201 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sessionStorage.clear();
});
afterAll(() => server.close());
beforeEach(() => {
  quoteBodies = [];
  profilePosts = [];
  orderBodies = [];
  session.login('token-123', { name: 'Putri Lestari', email: 'learner@example.com', avatar: null });
});

function renderCart() {
  const router = createMemoryRouter(
    [
      { path: '/cart', element: <CartRoute /> },
      { path: '/payment-method', element: <p>halaman metode</p> },
    ],
    { initialEntries: ['/cart'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const figure = (label: string) => screen.getByText(label, { exact: true }).closest('div')!.querySelector('dd')!;

describe('cart (spec 2.16)', () => {
  it('says the cart is empty without a cartItem', async () => {
    renderCart();
    expect(await screen.findByRole('heading', { name: 'Keranjang kamu masih kosong.' })).toBeInTheDocument();
  });

  it('shows the server figures, adds the upsell, applies a promo and creates the order', async () => {
    sessionStorage.setItem('cartItem', JSON.stringify({ slug: 'kelas-data', priceId: 100 }));
    const router = renderCart();
    expect(await screen.findByText('Belajar Analisis Data')).toBeInTheDocument();
    await waitFor(() => expect(figure('Total')).toHaveTextContent('Rp1.110.000'));
    expect(figure('Subtotal Item (1)')).toHaveTextContent('Rp1.000.000');
    expect(figure('Pajak PPN (11%)')).toHaveTextContent('+Rp110.000');
    expect(screen.getByLabelText('No. WhatsApp')).toHaveValue('81234567890');

    await userEvent.click(screen.getByRole('button', { name: 'Tambahkan Webinar Desain Promo ke pesanan' }));
    await waitFor(() => expect(figure('Subtotal Item (2)')).toHaveTextContent('Rp1.100.000'));
    expect(quoteBodies.at(-1)!.items).toEqual([{ priceId: 100 }, { priceId: 200 }]);
    expect(JSON.parse(sessionStorage.getItem('cartUpsell')!)).toBe(200);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus Webinar Desain Promo dari pesanan' }));
    await waitFor(() => expect(screen.getByText('Subtotal Item (1)')).toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Masukkan Kode Promo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Masukkan Kode Promo' });
    await userEvent.type(within(dialog).getByLabelText('Kode Promo'), 'lama17');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pakai Kode' }));
    expect(await within(dialog).findByText('Kode promo sudah kedaluwarsa.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Kode Promo'));
    await userEvent.type(within(dialog).getByLabelText('Kode Promo'), 'kelas10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pakai Kode' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(figure('Total')).toHaveTextContent('Rp999.000'));
    expect(figure('Kode Promo KELAS10')).toHaveTextContent('-Rp100.000');

    // The closed dialog gives the page back (aria-hidden, scroll lock) in its effects' clean-up.
    await userEvent.click(await screen.findByRole('button', { name: 'Lanjutkan Pembayaran' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-method'));
    expect(router.state.location.search).toBe('?order=77');
    expect(orderBodies).toEqual([{ items: [{ priceId: 100 }], promo_code: 'KELAS10' }]);
    // A long journey (about 3 s alone): the default 5 s is too tight on the shared 2-core machine.
  }, 15_000);

  it("'Update Data' sends name and phone with the rest of the profile", async () => {
    sessionStorage.setItem('cartItem', JSON.stringify({ slug: 'kelas-data', priceId: 100 }));
    renderCart();
    const name = await screen.findByLabelText('Nama Lengkap');
    await userEvent.clear(name);
    await userEvent.type(name, 'Putri Lestari Wibowo');
    const phone = screen.getByLabelText('No. WhatsApp');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0812 9999 0000');
    await userEvent.click(screen.getByRole('button', { name: 'Update Data' }));
    await waitFor(() => expect(profilePosts).toHaveLength(1));
    expect(profilePosts[0]).toEqual({ name: 'Putri Lestari Wibowo', email: 'learner@example.com', phone: '81299990000', gender: 'female', birth_date: '1999-04-12' });

    await userEvent.clear(phone);
    await userEvent.type(phone, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Update Data' }));
    expect(await screen.findByText('Nomor ponsel tidak valid.')).toBeInTheDocument();
    expect(profilePosts).toHaveLength(1);
  });
});
