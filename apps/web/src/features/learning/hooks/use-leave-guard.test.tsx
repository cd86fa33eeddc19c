import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useLeaveGuard } from './use-leave-guard';

function Player() {
  const { asking, stay } = useLeaveGuard(true);
  return asking ? (
    <button type="button" onClick={stay}>
      Lanjutkan Quiz
    </button>
  ) : (
    <p>Quiz berjalan</p>
  );
}

const start = () => {
  // Two entries of the player, as a learner who opened items by their links has.
  const router = createMemoryRouter([{ path: '/learning/:slug', element: <Player /> }], { initialEntries: ['/learning/kelas?item=11', '/learning/kelas?item=12'], initialIndex: 1 });
  render(<RouterProvider router={router} />);
  return router;
};

afterEach(cleanup);

describe('a running quiz holds the learner (decision 256)', () => {
  it("asks before the browser's back button leaves it for another item of the same page", async () => {
    const router = start();
    await act(() => router.navigate(-1));
    expect(screen.getByRole('button', { name: 'Lanjutkan Quiz' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?item=12');
  });

  it("lets the player's own change of item through (it replaces the entry)", async () => {
    const router = start();
    await act(() => router.navigate('/learning/kelas?item=13', { replace: true }));
    expect(screen.getByText('Quiz berjalan')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?item=13');
  });
});
