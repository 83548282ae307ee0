import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appSystem } from '../app/theme';
import { lazyRetry } from './lazyRetry';
import { LoadBoundary } from './LoadBoundary';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/MessagesDialog-x1.js');

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

/** A dialog whose code fails to download `failures` times, then arrives. */
function flakyDialog(failures: number) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures) throw chunkError();
    return { default: ({ title }: { title: string }) => <div role="dialog" aria-label={title}>{title}</div> };
  });
  return { Dialog: lazyRetry(load), load };
}

function renderIn(node: React.ReactNode) {
  return render(<ChakraProvider value={appSystem()}>{node}</ChakraProvider>);
}

// React reports each caught error on the console; the boundary's own output is what these tests check.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('LoadBoundary', () => {
  it('says what failed offline, and loads it by itself once the network is back', async () => {
    setOnline(false);
    const { Dialog, load } = flakyDialog(1);
    renderIn(
      <>
        <p>The feed stays</p>
        <LoadBoundary what="Messages" variant="overlay" onClose={() => {}}>
          <Dialog title="Conversations" />
        </LoadBoundary>
      </>,
    );
    const failure = await screen.findByRole('alertdialog', { name: "Couldn't load Messages" });
    expect(failure).toHaveTextContent("You're offline, and this part of the app isn't saved on this device yet.");
    expect(screen.getByText('The feed stays')).toBeVisible();

    setOnline(true);
    expect(await screen.findByRole('dialog', { name: 'Conversations' })).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('retries when asked, and offers a reload when the code is still missing online (a new deployment)', async () => {
    const user = userEvent.setup();
    setOnline(true);
    const { Dialog, load } = flakyDialog(2);
    renderIn(
      <LoadBoundary what="this page">
        <Dialog title="News" />
      </LoadBoundary>,
    );
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent("Couldn't load this page.");
    expect(failure).toHaveTextContent('The connection dropped while it was downloading.');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Reload the app' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('The app has been updated since this page opened.');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('closes a dialog that could not open, leaving the page as it was', async () => {
    const user = userEvent.setup();
    setOnline(false);
    const { Dialog } = flakyDialog(5);
    const onClose = vi.fn();
    renderIn(
      <LoadBoundary what="Share" variant="overlay" onClose={onClose}>
        <Dialog title="Share" />
      </LoadBoundary>,
    );
    await screen.findByRole('alertdialog', { name: "Couldn't load Share" });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows an error that is not the network with its message', async () => {
    function Broken(): never {
      throw new Error('Cannot read the poll');
    }
    renderIn(
      <LoadBoundary what="the results">
        <Broken />
      </LoadBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load the results.Something went wrong: Cannot read the poll");
  });
});
