import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

const shown = () =>
  within(screen.getByRole('navigation', { name: 'Materi' }))
    .getAllByRole('button')
    .slice(1, -1)
    .map((b) => b.textContent)
    .join(' ');

/** Buttons and ellipses in order, as the learner sees them. */
const sequence = () =>
  Array.from(screen.getByRole('navigation', { name: 'Materi' }).children)
    .slice(1, -1)
    .map((el) => el.textContent)
    .join(' ');

describe('Pagination (spec 2.21)', () => {
  afterEach(cleanup);

  it('shows all pages up to 7', () => {
    render(<Pagination total={7} current={3} onChange={() => {}} label="Materi" />);
    expect(shown()).toBe('1 2 3 4 5 6 7');
  });

  it('near the start: 1 to 5, an ellipsis, T', () => {
    render(<Pagination total={12} current={4} onChange={() => {}} label="Materi" />);
    expect(sequence()).toBe('1 2 3 4 5 … 12');
  });

  it('in the middle: 1, ellipsis, c-1, c, c+1, ellipsis, T', () => {
    render(<Pagination total={12} current={6} onChange={() => {}} label="Materi" />);
    expect(sequence()).toBe('1 … 5 6 7 … 12');
  });

  it('near the end: 1, ellipsis, T-4 to T', () => {
    render(<Pagination total={12} current={10} onChange={() => {}} label="Materi" />);
    expect(sequence()).toBe('1 … 8 9 10 11 12');
  });

  it('disables previous on page 1 and next on the last page, and marks the current page', () => {
    const { rerender } = render(<Pagination total={5} current={1} onChange={() => {}} label="Materi" />);
    expect(screen.getByRole('button', { name: 'Halaman sebelumnya' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Halaman berikutnya' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Halaman 1' })).toHaveAttribute('aria-current', 'page');
    rerender(<Pagination total={5} current={5} onChange={() => {}} label="Materi" />);
    expect(screen.getByRole('button', { name: 'Halaman sebelumnya' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
    rerender(<Pagination total={1} current={1} onChange={() => {}} label="Materi" />);
    expect(screen.getByRole('button', { name: 'Halaman sebelumnya' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
  });

  it('reports the chosen page with the keyboard and the mouse', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Pagination total={12} current={6} onChange={onChange} label="Materi" pageLabel={(p) => `Materi ${p}`} />);
    await user.click(screen.getByRole('button', { name: 'Materi 12' }));
    expect(onChange).toHaveBeenLastCalledWith(12);
    screen.getByRole('button', { name: 'Halaman berikutnya' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(7);
    await user.click(screen.getByRole('button', { name: 'Halaman sebelumnya' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
    onChange.mockClear();
    await user.click(screen.getByRole('button', { name: 'Materi 6' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
