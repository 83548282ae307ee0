import { Icon, Link, type LinkProps } from '@chakra-ui/react';
import { ExternalLinkIcon } from './icons';

/** A link to another site, opened in a new tab that cannot reach back into this one. */
export function ExternalLink({ children, ...props }: LinkProps & { href: string }) {
  return (
    <Link target="_blank" rel="noopener noreferrer" colorPalette="brand" color="colorPalette.fg" {...props}>
      {children}
      <Icon as={ExternalLinkIcon} boxSize="3.5" aria-hidden />
    </Link>
  );
}
