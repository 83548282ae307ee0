import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { firstScreen } from './firstScreen';
import { useStagedCount } from './useStagedCount';

function List({ total }: { total: number }) {
  const drawn = useStagedCount(total, 3, 4);
  return <p>{`${drawn} of ${total}`}</p>;
}

describe('useStagedCount', () => {
  afterEach(() => firstScreen.mounted());

  it('draws a first-screen list three first, then the rest in later tasks, then whatever comes next at once', async () => {
    firstScreen.start();
    const { rerender } = render(<List total={10} />);
    expect(screen.getByText('3 of 10')).toBeVisible();
    expect(await screen.findByText('7 of 10')).toBeVisible();
    expect(await screen.findByText('10 of 10')).toBeVisible();
    firstScreen.mounted();
    rerender(<List total={20} />);
    expect(screen.getByText('20 of 20')).toBeVisible();
  });

  it('draws a list mounted after the first screen whole', async () => {
    render(<List total={10} />);
    expect(screen.getByText('10 of 10')).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByText('10 of 10')).toBeVisible();
  });
});
