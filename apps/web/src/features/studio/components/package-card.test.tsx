import { STUDIO_MESSAGES, type StudioPackage } from '@kelas/contracts/studio';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PackageCard } from './package-card';

const pkg = (over: Partial<StudioPackage>): StudioPackage => ({
  id: 5,
  name: 'Reguler',
  benefits: ['Sertifikat'],
  position: 0,
  on_sale: true,
  order_count: 0,
  version: 2,
  prices: [{ id: 50, price: 150000, discount: 10 }],
  ...over,
});
let stored: StudioPackage;
let patches: { name?: string; version?: number; prices?: { id?: number }[] }[];

const server = setupServer(
  http.patch('*/api/admin/packages/5', async ({ request }) => {
    const body = (await request.json()) as { name: string; version: number };
    patches.push(body);
    if (body.version !== stored.version) return HttpResponse.json({ message: STUDIO_MESSAGES.staleVersion, code: 'STALE_VERSION' }, { status: 409 });
    stored = { ...stored, name: body.name, version: stored.version + 1 };
    return HttpResponse.json({ data: stored });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  stored = pkg({});
  patches = [];
});
afterEach(cleanup);

describe('package card: a conflict keeps the local edits (decision 270)', { timeout: 20_000 }, () => {
  it('shows the newer prices beside the author’s and overwrites on the newer version, a vanished price sent as new', async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PackageCard courseId={7} pkg={stored} index={0} onDirtyChange={() => undefined} onReload={() => Promise.resolve({ data: { packages: [stored] } })} />
      </QueryClientProvider>,
    );
    // Someone else replaced the price meanwhile.
    stored = pkg({ version: 3, prices: [{ id: 51, price: 200000, discount: 0 }] });
    const user = userEvent.setup();
    const name = screen.getByLabelText('Nama paket');
    await user.clear(name);
    await user.type(name, 'Reguler Plus');
    await user.click(screen.getByRole('button', { name: 'Simpan Paket' }));
    const banner = await screen.findByRole('alert', { name: 'Sudah ada versi yang lebih baru' });
    expect(banner).toHaveFocus();
    expect(await within(banner).findByText('200000 (0%)')).toBeInTheDocument();
    expect(within(banner).getByText('150000 (10%)')).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Timpa dengan Versi Saya' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toMatchObject({ name: 'Reguler Plus', version: 3, prices: [{ price: 150000, discount: 10 }] });
    expect(patches[1]!.prices![0]!.id).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Sudah ada versi yang lebih baru' })).not.toBeInTheDocument());
  });
});
