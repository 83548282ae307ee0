import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../app/theme';
import { initials, UserAvatar } from './UserAvatar';

const show = (src: string) =>
  render(
    <ChakraProvider value={appSystem()}>
      <UserAvatar name="Amaka Chidinma Okafor" src={src} />
    </ChakraProvider>,
  );

describe('UserAvatar', () => {
  it('shows the initials of the first and last name until the picture loads, then the picture alone', () => {
    const { container } = show('/api/avatars/u2.svg');
    expect(screen.getByText('AO')).toBeTruthy();
    const picture = container.querySelector('img')!;
    expect(picture.getAttribute('src')).toBe('/api/avatars/u2.svg');
    fireEvent.load(picture);
    expect(screen.queryByText('AO')).toBeNull();
    expect(container.querySelector('img')).toBe(picture);
  });

  it('leaves the initials when the picture fails to load', () => {
    const { container } = show('/api/avatars/gone.svg');
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('AO')).toBeTruthy();
  });

  it('tries a new picture after the last one failed', () => {
    const { container, rerender } = show('/api/avatars/gone.svg');
    fireEvent.error(container.querySelector('img')!);
    rerender(
      <ChakraProvider value={appSystem()}>
        <UserAvatar name="Amaka Chidinma Okafor" src="/api/avatars/u2-new.svg" />
      </ChakraProvider>,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/avatars/u2-new.svg');
  });

  it('takes one letter from a single name', () => {
    expect(initials('Tunde')).toBe('T');
  });
});
