import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18next } from '@/lib/i18n/i18n';
import { session } from '@/lib/session';
import { Header } from './header';

// jsdom lacks the layout APIs radix's menus call.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

let logoutCalls = 0;
const savedLocales: string[] = [];
const server = setupServer(
  http.get('*/api/config', () =>
    HttpResponse.json({ data: { brand: 'Akademi Uji', company: 'PT Uji', phone: '+62 811', email: 'a@b.c', messagingApp: 'WhatsApp', captcha: 'ALTCHA', recaptchaSiteKey: null, paymentSandbox: true } }),
  ),
  http.put('*/api/profile/locale', async ({ request }) => {
    savedLocales.push(((await request.json()) as { locale: string }).locale);
    // The endpoint is built in parallel: a 404 must not undo the switch.
    return new HttpResponse(null, { status: 404 });
  }),
  // The bell's count (decision 274; its own tests are in features/notifications).
  http.get('*/api/notifications', () => HttpResponse.json({ data: [], meta: { total: 0, page: 1, per_page: 1, unread: 0 } })),
  http.post('*/api/auth/logout', () => {
    logoutCalls += 1;
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The menus are a lazy chunk; load it once so each test sees them at once.
  await import('./header-menus');
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('id');
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => {
  logoutCalls = 0;
  localStorage.clear();
  session.logout();
});

function renderHeader() {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], { initialEntries: ['/'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const loginAs = (user: { name: string; email: string; avatar: string | null; role?: 'learner' | 'mentor' | 'admin' }) => session.login('token-1', user);

describe('Header (spec 2.3)', () => {
  it('shows Login and Daftar to a guest, and the brand from /api/config', async () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Navigasi utama' });
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/register');
    expect(within(nav).queryByRole('link', { name: 'Programmu' })).toBeNull();
    expect(await screen.findByText('Akademi Uji')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/');
  });

  it("shows a learner's links and an avatar menu with profile, orders and logout", async () => {
    loginAs({ name: 'Budi Santoso', email: 'budi@example.com', avatar: 'avatars/budi.png', role: 'learner' });
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Navigasi utama' });
    expect(within(nav).getByRole('link', { name: 'Programmu' })).toHaveAttribute('href', '/programmu');
    expect(within(nav).getByRole('link', { name: 'Redeem Voucher' })).toHaveAttribute('href', '/programmu/voucher-redeem');

    const trigger = await within(nav).findByRole('button', { name: /Hi, Budi Santoso/ });
    expect(trigger.querySelector('img')).toHaveAttribute('src', '/storage/avatars/budi.png');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('budi@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Edit Profile' })).toHaveAttribute('href', '/programmu/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Riwayat Pesanan' })).toHaveAttribute('href', '/programmu/orders');
    expect(within(menu).queryByRole('menuitem', { name: 'Konsol Mentor' })).toBeNull();

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(logoutCalls).toBe(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("offers 'Konsol Mentor' to a mentor and shows the default icon without an avatar", async () => {
    loginAs({ name: 'Sari', email: 'sari@example.com', avatar: null, role: 'mentor' });
    renderHeader();
    const trigger = await screen.findByRole('button', { name: /Hi, Sari/ });
    expect(trigger.querySelector('img')).toBeNull();
    await userEvent.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'Konsol Mentor' })).toHaveAttribute('href', '/mentor');
    expect(screen.queryByRole('menuitem', { name: 'Konsol Admin' })).toBeNull();
  });

  it("offers 'Konsol Admin' to an admin", async () => {
    loginAs({ name: 'Adi', email: 'adi@example.com', avatar: null, role: 'admin' });
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: /Hi, Adi/ }));
    expect(await screen.findByRole('menuitem', { name: 'Konsol Admin' })).toHaveAttribute('href', '/admin');
  });

  it("calls a logged-in user without a stored user 'Guest'", async () => {
    localStorage.setItem('token', 'token-2');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    renderHeader();
    expect(await screen.findByRole('button', { name: /Hi, Guest/ })).toBeInTheDocument();
  });

  it("lists the guest drawer's entries in the spec's order", async () => {
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'Buka menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const names = within(drawer)
      .getAllByRole('link')
      .map((a) => [a.textContent?.trim(), a.getAttribute('href')]);
    expect(names).toEqual([
      ['Beranda', '/'],
      ['Programmu', '/programmu'],
      ['Redeem Voucher', '/programmu/voucher-redeem'],
      ['Login', '/login'],
      ['Daftar', '/register'],
    ]);
  });

  it("starts the learner's drawer with 'Hi, {name}' and 'Edit Profile' and ends with Logout", async () => {
    loginAs({ name: 'Budi', email: 'budi@example.com', avatar: null, role: 'learner' });
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'Buka menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('Hi, Budi')).toBeInTheDocument();
    const links = within(drawer).getAllByRole('link').map((a) => a.textContent?.trim());
    expect(links[0]).toBe('Edit Profile');
    expect(links).toContain('Redeem Voucher');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });
});

describe('Header in English', () => {
  it('shows the guest header in English', async () => {
    await i18next.changeLanguage('en');
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('switches a learner to English from the header, saves it on the account and re-labels the menus', async () => {
    savedLocales.length = 0;
    loginAs({ name: 'Budi', email: 'budi@example.com', avatar: null, role: 'learner' });
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Navigasi utama' });
    const select = within(nav).getByRole('combobox', { name: 'Bahasa' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Bahasa Indonesia', 'English']);
    await userEvent.selectOptions(select, 'en');
    expect(await within(nav).findByRole('link', { name: 'My Programmes' })).toHaveAttribute('href', '/programmu');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('kelas.lang')).toBe('en');
    await waitFor(() => expect(savedLocales).toEqual(['en']));
    expect(session.get().user.locale).toBe('en');
    await userEvent.click(await within(nav).findByRole('button', { name: /Hi, Budi/ }));
    expect(await screen.findByRole('menuitem', { name: 'Order History' })).toHaveAttribute('href', '/programmu/orders');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('offers the switch in the mobile drawer', async () => {
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'Buka menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.selectOptions(within(drawer).getByRole('combobox', { name: 'Bahasa' }), 'en');
    expect(await within(drawer).findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(within(drawer).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });
});
