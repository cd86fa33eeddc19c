import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { RegisterForm } from './register-form';

const server = setupServer(http.get('*/api/config', () => HttpResponse.json({ data: { brand: 'Kelas', company: 'PT Kelas', phone: '+62 811', email: 'a@b.c', messagingApp: 'WhatsApp', captcha: 'ALTCHA', recaptchaSiteKey: null, paymentSandbox: true } })));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  await i18next.changeLanguage('id');
});
afterAll(() => server.close());

function renderForm() {
  const router = createMemoryRouter([{ path: '*', element: <RegisterForm /> }], { initialEntries: ['/register'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('register (spec 2.11) in both languages', () => {
  it('keeps the spec texts and messages in Indonesian', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText('Nama wajib diisi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Syarat dan Ketentuan' })).toBeInTheDocument();
  });

  it('speaks English, the client-side checks of the contract included', async () => {
    await i18next.changeLanguage('en');
    renderForm();
    expect(screen.getByRole('heading', { name: 'Create an Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('placeholder', 'Enter your full name');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Mobile number is required')).toBeInTheDocument();
    expect(screen.queryByText('Nama wajib diisi')).toBeNull();
  });
});
