import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appSystem } from '../../app/theme';
import { watchForUpdates } from './serviceWorker';
import { UpdatePrompt } from './UpdatePrompt';

describe('new version prompt', () => {
  it('offers the downloaded version, and reloads only once the member asks and it has taken over', async () => {
    const user = userEvent.setup();
    const handlers: { waiting?: () => void; activated?: () => void } = {};
    const activateWaiting = vi.fn();
    const reload = vi.fn();
    watchForUpdates(
      {
        onWaiting: (handler) => (handlers.waiting = handler),
        onActivated: (handler) => (handlers.activated = handler),
        activateWaiting,
      },
      reload,
    );
    render(
      <ChakraProvider value={appSystem()}>
        <UpdatePrompt />
      </ChakraProvider>,
    );
    expect(screen.queryByText('A new version of Civic Network is ready.')).not.toBeInTheDocument();

    act(() => handlers.waiting!());
    expect(screen.getByText('A new version of Civic Network is ready.')).toBeVisible();
    expect(activateWaiting).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(activateWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    act(() => handlers.activated!());
    expect(reload).toHaveBeenCalledOnce();
  });
});
