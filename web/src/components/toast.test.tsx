import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../app/theme';
import { toast, Toaster } from './toast';

describe('toasts', () => {
  it('show the newest notice at once, even while the one before is held open under the pointer', async () => {
    render(
      <ChakraProvider value={appSystem()}>
        <Toaster />
      </ChakraProvider>,
    );
    act(() => toast({ type: 'success', title: 'Profile Updated' }));
    expect(await screen.findByText('Profile Updated')).toBeVisible();
    // The pointer rests where the toast appeared (the button just pressed): zag pauses it there.
    fireEvent.mouseEnter(screen.getByRole('region', { name: /Notifications/ }));
    fireEvent.mouseMove(screen.getByRole('region', { name: /Notifications/ }));

    act(() => toast({ type: 'error', title: 'Invalid File Type' }));
    expect(await screen.findByText('Invalid File Type', undefined, { timeout: 3000 })).toBeVisible();
    expect(screen.queryByText('Profile Updated')).not.toBeInTheDocument();
  });
});
