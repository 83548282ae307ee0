import { Box, Icon, IconButton, Tabs } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

type Side = 'before' | 'after';

/** The fade and arrow at an edge with more tabs past it; pressing it scrolls most of a strip's width that way. */
function Cue({ side, onClick }: { side: Side; onClick: () => void }) {
  const after = side === 'after';
  return (
    <Box
      position="absolute"
      top="0"
      bottom="0"
      {...(after ? { right: '0', roundedRight: 'xl' } : { left: '0', roundedLeft: 'xl' })}
      w="16"
      display="flex"
      alignItems="center"
      justifyContent={after ? 'flex-end' : 'flex-start'}
      bgGradient={after ? 'to-r' : 'to-l'}
      gradientFrom="transparent"
      gradientVia="bg"
      gradientTo="bg"
      pointerEvents="none"
    >
      {/* Touch, keys (arrows move between tabs) and screen readers reach every tab without it: it is a visual cue. */}
      <IconButton
        aria-hidden
        tabIndex={-1}
        data-testid={`more-tabs-${side}`}
        variant="ghost"
        minW="11"
        h="11"
        rounded="lg"
        pointerEvents="auto"
        onClick={onClick}
      >
        <Icon as={after ? ChevronRightIcon : ChevronLeftIcon} boxSize="5" />
      </IconButton>
    </Box>
  );
}

interface ScrollingTabListProps {
  /** The selected tab's value: brought into view when it changes (say Ward, opened from a link). */
  selected: string;
  children: ReactNode;
}

/**
 * A tab strip where every tab can be reached and the member can see that it can: from tablet
 * width the tabs wrap onto a second line; on a phone the strip scrolls sideways, with a fade and
 * an arrow at each edge that has more tabs past it.
 */
export function ScrollingTabList({ selected, children }: ScrollingTabListProps) {
  const list = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<Record<Side, boolean>>({ before: false, after: false });

  const measure = useCallback(() => {
    const strip = list.current;
    if (!strip) return;
    // A cue while a tab is cut at that edge. The strip's own padding past its last tab is no more
    // tabs: a cue there would lie over the last tab, seen whole, and take the tap meant for it.
    const { left, right } = strip.getBoundingClientRect();
    const before = (strip.firstElementChild?.getBoundingClientRect().left ?? left) < left;
    const after = (strip.lastElementChild?.getBoundingClientRect().right ?? right) > right;
    setMore((was) => (was.before === before && was.after === after ? was : { before, after }));
  }, []);

  // Measured when the browser lays the strip out (a ResizeObserver reports each observed box once
  // at the start) and on scroll: reading its widths in an effect instead would make the browser lay
  // out the whole new page then and there, in the task that mounts the app.
  useEffect(() => {
    const strip = list.current;
    if (!strip) return;
    strip.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (resized) resized.observe(strip);
    else measure();
    return () => {
      strip.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [measure]);

  // The chosen tab brought into view at the next frame, once the page is laid out anyway (the
  // scroll it makes is measured by the listener above).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const strip = list.current;
      const tab = strip?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (strip && tab && strip.scrollWidth > strip.clientWidth) {
        strip.scrollLeft = tab.offsetLeft - (strip.clientWidth - tab.offsetWidth) / 2;
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [selected]);

  const scroll = (direction: 1 | -1) => list.current?.scrollBy({ left: direction * list.current.clientWidth * 0.7, behavior: 'smooth' });

  return (
    <Box position="relative">
      <Tabs.List
        ref={list}
        bg="bg"
        rounded="xl"
        borderWidth="1px"
        p="1"
        gap="1"
        maxW="full"
        overflowX={{ base: 'auto', md: 'visible' }}
        flexWrap={{ base: 'nowrap', md: 'wrap' }}
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      >
        {children}
      </Tabs.List>
      {more.before && <Cue side="before" onClick={() => scroll(-1)} />}
      {more.after && <Cue side="after" onClick={() => scroll(1)} />}
    </Box>
  );
}
