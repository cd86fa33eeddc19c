import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepWithinList, SortableList } from './sortable-list';

const START = [
  { id: 1, title: 'Pengenalan' },
  { id: 2, title: 'Pandas' },
  { id: 3, title: 'Visualisasi' },
];

/** The list as a parent uses it: saves the order it is given and renders the items in that order. */
function Harness({ onReorder }: { onReorder: (ids: number[]) => void }) {
  const [items, setItems] = useState(START);
  return (
    <SortableList
      items={items}
      label="Urutan bab"
      onReorder={(ids) => {
        onReorder(ids);
        setItems(ids.map((id) => START.find((s) => s.id === id)!));
      }}
      renderItem={(item) => <span>{item.title}</span>}
    />
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Urutan bab' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/**
 * jsdom has no layout: give each row a box 60 px below the previous one and the list a box around
 * them, as a browser would, so dnd-kit's keyboard sensor can find the neighbour it moves to.
 */
function layOutRows() {
  const list = screen.getByRole('list', { name: 'Urutan bab' });
  const rows = within(list).getAllByRole('listitem');
  // The list holds its rows: a lifted row stays inside it (keepWithinList).
  const height = rows.length * 60;
  list.getBoundingClientRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 300, bottom: height, width: 300, height, toJSON: () => ({}) });
  rows.forEach((row, i) => {
    row.getBoundingClientRect = () => ({ x: 0, y: i * 60, top: i * 60, left: 0, right: 300, bottom: i * 60 + 50, width: 300, height: 50, toJSON: () => ({}) });
  });
}

/** dnd-kit starts listening for the moving keys a tick after the lift, as a browser's next frame. */
const tick = () => act(() => new Promise((r) => setTimeout(r, 20)));

afterEach(cleanup);

describe('SortableList', () => {
  it('moves a row with the up and down buttons and disables the ones that cannot move', async () => {
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} />);
    expect(screen.getByRole('button', { name: 'Naikkan Pengenalan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Turunkan Visualisasi' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Turunkan Pengenalan' }));
    expect(onReorder).toHaveBeenLastCalledWith([2, 1, 3]);
    expect(order()).toEqual(['Pandas', 'Pengenalan', 'Visualisasi']);

    await userEvent.click(screen.getByRole('button', { name: 'Naikkan Visualisasi' }));
    expect(onReorder).toHaveBeenLastCalledWith([2, 3, 1]);
    expect(order()).toEqual(['Pandas', 'Visualisasi', 'Pengenalan']);
  });

  it('moves a row by keyboard: focus its grip, Space, arrow down, Space', async () => {
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} />);
    layOutRows();
    const grip = screen.getByRole('button', { name: 'Seret untuk memindahkan Pengenalan' });
    grip.focus();
    fireEvent.keyDown(grip, { code: 'Space', key: ' ' });
    await tick();
    fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' });
    await tick();
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    await vi.waitFor(() => expect(onReorder).toHaveBeenCalledWith([2, 1, 3]));
    expect(order()).toEqual(['Pandas', 'Pengenalan', 'Visualisasi']);
  });

  it('does nothing when a lifted row is dropped with Escape', async () => {
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} />);
    layOutRows();
    const grip = screen.getByRole('button', { name: 'Seret untuk memindahkan Pandas' });
    grip.focus();
    fireEvent.keyDown(grip, { code: 'Space', key: ' ' });
    await tick();
    fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' });
    await tick();
    fireEvent.keyDown(document, { code: 'Escape', key: 'Escape' });
    await tick();
    expect(onReorder).not.toHaveBeenCalled();
    expect(order()).toEqual(['Pengenalan', 'Pandas', 'Visualisasi']);
  });

  it('keeps a dragged row inside its own list, moving only up and down (another chapter is not a drop target)', () => {
    const rect = (top: number, height: number) => ({ top, height, left: 0, width: 300, bottom: top + height, right: 300 });
    const args = { containerNodeRect: rect(100, 300), draggingNodeRect: rect(160, 50) } as unknown as Parameters<typeof keepWithinList>[0];
    const at = (x: number, y: number) => keepWithinList({ ...args, transform: { x, y, scaleX: 1, scaleY: 1 } });
    expect(at(40, 30)).toMatchObject({ x: 0, y: 30 });
    expect(at(0, -500)).toMatchObject({ y: -60 });
    expect(at(0, 900)).toMatchObject({ y: 190 });
  });
});
