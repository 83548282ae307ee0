import { Box } from '@chakra-ui/react';

/** A thin bar for a share of something, named for assistive technology. */
export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <Box
      h="2"
      bg="bg.muted"
      rounded="full"
      overflow="hidden"
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={max}
    >
      <Box h="full" w={`${percent}%`} bg="brand.solid" rounded="full" transition="width 0.4s" />
    </Box>
  );
}
