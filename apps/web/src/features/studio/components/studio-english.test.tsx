import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { checkItemForm, itemToForm } from '../lib/item-form';
import { STUDIO_NS } from '../lib/studio-t';
import { useDeleteWithConfirm } from './delete-with-confirm';
import { SortableList } from './sortable-list';

// The studio in English (issue 18): names a screen reader reads, counted texts and form messages.
beforeEach(async () => {
  await i18next.changeLanguage('en');
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('id');
});

const CHAPTERS = [
  { id: 1, title: 'Introduction' },
  { id: 2, title: 'Pandas' },
];

function DeleteHarness({ count }: { count: number }) {
  const del = useDeleteWithConfirm();
  return (
    <>
      <button type="button" onClick={() => del.ask({ what: 'materi', title: 'Reading 1', completedCount: count, run: () => Promise.resolve() })}>
        ask
      </button>
      {del.dialog}
    </>
  );
}

describe('studio in English', () => {
  it('names the reorder controls and tells dnd-kit’s instructions in English', () => {
    render(<SortableList items={CHAPTERS} label="Chapter order" onReorder={vi.fn()} renderItem={(c) => <span>{c.title}</span>} />);
    expect(screen.getByRole('button', { name: 'Move Introduction up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Pandas down' })).toBeDisabled();
    const grip = screen.getByRole('button', { name: 'Drag to move Pandas' });
    expect(grip).toHaveAttribute('aria-roledescription', 'sortable');
    const instructions = document.getElementById(grip.getAttribute('aria-describedby') ?? '');
    expect(instructions).toHaveTextContent('Press Space or Enter to pick up.');
  });

  it('counts the learners a deletion touches, singular and plural', async () => {
    const { unmount } = render(<DeleteHarness count={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the item “Reading 1”?' });
    expect(dialog).toHaveTextContent('1 learner has completed this item.');
    expect(screen.getByRole('button', { name: 'Delete (1 learner)' })).toBeInTheDocument();
    unmount();
    render(<DeleteHarness count={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    expect(await screen.findByRole('button', { name: 'Delete (3 learners)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('places the contract’s and the form’s messages under the inputs in English', () => {
    const t = i18next.getFixedT('en', STUDIO_NS);
    const r = checkItemForm('webinar', { ...itemToForm(null, 'webinar'), webinar_link: 'zoom', starts_at: '2026-12-01T19:00', ends_at: '2026-12-01T18:00' }, t);
    expect('errors' in r && Object.fromEntries(r.errors)).toEqual({
      webinar_link: 'The link must start with http:// or https://.',
      ends_at: 'The end time must be after the start time.',
    });
  });
});
