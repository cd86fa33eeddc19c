import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAfterTasks, useValueAfterTasks } from './use-after-tasks';

/** Decision 130: parts of a page rendered in later tasks. */
afterEach(cleanup);

const tasks = (n: number) => act(async () => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setTimeout(resolve, 0));
});

function Later({ after }: { after: number }) {
  return <p>{useAfterTasks(after) ? 'ready' : 'waiting'}</p>;
}

function Shown({ value, after }: { value: string | undefined; after: number }) {
  return <p>{useValueAfterTasks(value, after) ?? 'nothing'}</p>;
}

describe('useAfterTasks', () => {
  it('is false on the first render and true once the tasks have run', async () => {
    render(<Later after={2} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    await tasks(4);
    expect(screen.getByText('ready')).toBeTruthy();
  });

  it('with no task it is true at once', () => {
    render(<Later after={0} />);
    expect(screen.getByText('ready')).toBeTruthy();
  });
});

describe('useValueAfterTasks', () => {
  it('hands each new value on only after the tasks', async () => {
    const { rerender } = render(<Shown value={undefined} after={1} />);
    expect(screen.getByText('nothing')).toBeTruthy();
    rerender(<Shown value="kursus" after={1} />);
    expect(screen.getByText('nothing')).toBeTruthy();
    await tasks(3);
    expect(screen.getByText('kursus')).toBeTruthy();
    rerender(<Shown value="lain" after={1} />);
    expect(screen.getByText('kursus')).toBeTruthy();
    await tasks(3);
    expect(screen.getByText('lain')).toBeTruthy();
  });

  it('with no task it is the value itself', () => {
    render(<Shown value="kursus" after={0} />);
    expect(screen.getByText('kursus')).toBeTruthy();
  });
});
