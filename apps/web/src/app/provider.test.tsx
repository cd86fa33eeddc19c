import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { AppProvider } from './provider';

// jsdom has no pointer capture; sonner calls it on pointerdown.
Element.prototype.setPointerCapture ??= () => {};

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

/** The toaster's code loads with the first toast: on a busy machine that import takes a while. */
const LOADS = { timeout: 10_000 };

describe('toasts (spec 2.27)', () => {
  it('shows a toast and dismisses it when it is clicked anywhere', async () => {
    render(
      <AppProvider>
        <p>Halaman</p>
      </AppProvider>,
    );
    act(() => notify('Profil tersimpan', 'success'));
    const text = await screen.findByText('Profil tersimpan', {}, LOADS);
    await userEvent.click(text);
    // Well before the 3 s lifetime: the click did it.
    await waitFor(() => expect(screen.queryByText('Profil tersimpan')).toBeNull(), { timeout: 1000 });
  });

  it('removes a toast by itself after 3 s', async () => {
    render(
      <AppProvider>
        <p>Halaman</p>
      </AppProvider>,
    );
    // The toast's lifetime on a faked clock (that also runs on by itself, for the toaster's load):
    // still there just before 3 s, gone after.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => notify('Sesi berakhir', 'warning'));
    expect(await screen.findByText('Sesi berakhir', {}, LOADS)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(2500));
    expect(screen.getByText('Sesi berakhir')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(1500));
    expect(screen.queryByText('Sesi berakhir')).toBeNull();
  }, 20_000);
});
