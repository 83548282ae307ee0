import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Component, Suspense, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { connectivity } from '../apollo/connectivity';
import { retryFailedImports } from './lazyRetry';
import { useOnline } from './useOnline';

/** A chunk that failed to download (Vite, Chromium, Firefox and Safari word it differently). */
export function isChunkLoadError(error: Error): boolean {
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    error.message,
  );
}

interface CatcherProps {
  resetKey?: unknown;
  fallback: (error: Error, retry: () => void, retries: number) => ReactNode;
  children: ReactNode;
}

interface CatcherState {
  error: Error | null;
  /** Retries since the last reset, so a retry that failed again can be told apart. */
  retries: number;
}

class Catcher extends Component<CatcherProps, CatcherState> {
  state: CatcherState = { error: null, retries: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // A download that failed asks whether the network is there (offline, or a new deployment?);
    // anything else is a bug worth seeing in the console.
    if (isChunkLoadError(error)) void connectivity.check();
    else console.error(error, info.componentStack);
  }

  componentDidUpdate(previous: CatcherProps) {
    // Navigating elsewhere leaves the failure behind.
    if (previous.resetKey !== this.props.resetKey && (this.state.error || this.state.retries)) this.setState({ error: null, retries: 0 });
  }

  retry = () => {
    retryFailedImports();
    this.setState(({ retries }) => ({ error: null, retries: retries + 1 }));
  };

  render() {
    const { error, retries } = this.state;
    return error ? this.props.fallback(error, this.retry, retries) : this.props.children;
  }
}

type Variant = 'block' | 'compact' | 'overlay' | 'silent';

interface LoadBoundaryProps {
  /** What the member was opening, as they would name it: "Messages", "this page", "the comments". */
  what: string;
  children: ReactNode;
  /** Shown while the code downloads. */
  fallback?: ReactNode;
  /**
   * block: in the page's flow; compact: a small Retry in a header slot; overlay: for a dialog, with
   * Close; silent: nothing shown (it retries when the network returns).
   */
  variant?: Variant;
  /** Overlay only: closes the dialog that failed to open. */
  onClose?: () => void;
  /** A failure is forgotten when this changes (the route's path). */
  resetKey?: unknown;
}

/**
 * Suspense plus an error boundary for code that loads on demand: when the network drops, the part
 * that failed says so and offers Retry (also tried by itself when the network returns), and the
 * rest of the app keeps working. Use it with lazyRetry, whose import runs again on retry.
 */
export function LoadBoundary({ what, children, fallback = null, variant = 'block', onClose, resetKey }: LoadBoundaryProps) {
  return (
    <Catcher
      resetKey={resetKey}
      fallback={(error, retry, retries) => (
        <LoadFailure what={what} error={error} retry={retry} retries={retries} variant={variant} onClose={onClose} />
      )}
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </Catcher>
  );
}

interface LoadFailureProps {
  what: string;
  error: Error;
  retry: () => void;
  retries: number;
  variant: Variant;
  onClose?: () => void;
}

function LoadFailure({ what, error, retry, retries, variant, onClose }: LoadFailureProps) {
  const online = useOnline();
  const chunk = isChunkLoadError(error);
  const wasOnline = useRef(online);
  // A retry that failed while online: the deployment has most likely changed (the old chunk is
  // gone), and only a reload finds the new one.
  const staleApp = chunk && online && retries > 0;

  // The network came back: try again by itself.
  useEffect(() => {
    if (online && !wasOnline.current && chunk) retry();
    wasOnline.current = online;
  }, [online, chunk, retry]);

  const reason = !chunk
    ? `Something went wrong: ${error.message}`
    : !online
      ? "You're offline, and this part of the app isn't saved on this device yet. It loads when you're back online."
      : staleApp
        ? 'The app has been updated since this page opened. Reload to get the new version.'
        : 'The connection dropped while it was downloading.';
  const action = staleApp ? (
    <Button size="sm" colorPalette="brand" onClick={() => window.location.reload()}>
      Reload the app
    </Button>
  ) : (
    <Button size="sm" colorPalette="brand" onClick={retry}>
      Retry
    </Button>
  );

  if (variant === 'silent') return null;
  if (variant === 'compact') {
    return (
      <IconButton size="sm" variant="ghost" aria-label={`Couldn't load ${what}. Retry`} title={`Couldn't load ${what}. ${reason}`} onClick={retry}>
        ↻
      </IconButton>
    );
  }

  const body = (
    <Stack gap="2">
      <Text fontWeight="semibold">Couldn't load {what}.</Text>
      <Text fontSize="sm" color="fg.muted">
        {reason}
      </Text>
      <HStack gap="2">
        {action}
        {onClose && (
          <Button size="sm" variant="outline" onClick={onClose}>
            Close
          </Button>
        )}
      </HStack>
    </Stack>
  );

  if (variant === 'overlay') {
    return (
      <Box
        role="alertdialog"
        aria-label={`Couldn't load ${what}`}
        position="fixed"
        insetX="3"
        bottom="20"
        mx="auto"
        maxW="md"
        zIndex="modal"
        bg="bg"
        borderWidth="1px"
        rounded="lg"
        shadow="lg"
        p="4"
      >
        {body}
      </Box>
    );
  }

  return (
    <Box role="alert" borderWidth="1px" borderColor="border.warning" bg="bg.warning" rounded="lg" p="4" m={{ base: '3', md: '6' }}>
      {body}
    </Box>
  );
}
