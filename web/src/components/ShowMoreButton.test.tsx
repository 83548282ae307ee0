import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appSystem } from '../app/theme';
import { ShowMoreButton } from './ShowMoreButton';

const renderButton = (pageInfo: { hasNextPage: boolean; endCursor: string | null }, fetchMore = vi.fn(async () => undefined)) => {
  render(
    <ChakraProvider value={appSystem()}>
      <ShowMoreButton pageInfo={pageInfo} loading={false} fetchMore={fetchMore}>
        Show older reports
      </ShowMoreButton>
    </ChakraProvider>,
  );
  return fetchMore;
};

describe('ShowMoreButton', () => {
  it('asks for the page after the last one shown', async () => {
    const fetchMore = renderButton({ hasNextPage: true, endCursor: 'c-20' });
    await userEvent.click(screen.getByRole('button', { name: 'Show older reports' }));
    expect(fetchMore).toHaveBeenCalledWith({ variables: { after: 'c-20' } });
  });

  it('is not there at the end of the list', () => {
    renderButton({ hasNextPage: false, endCursor: 'c-20' });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when the next page did not come, and tries again on a tap', async () => {
    const fetchMore = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    renderButton({ hasNextPage: true, endCursor: 'c-20' }, fetchMore);
    await userEvent.click(screen.getByRole('button', { name: 'Show older reports' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Could not load more. Try again' }));
    expect(fetchMore).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('button', { name: 'Show older reports' })).toBeTruthy();
  });
});
