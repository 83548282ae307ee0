import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ChakraProvider } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../app/theme';
import { EyeIcon, ShareIcon } from '../features/posts/icons';
import { ArrowLeftIcon, BellIcon, ChartIcon, ChatIcon, ChevronRightIcon, HeartIcon, MenuIcon, MoreIcon, RepostIcon, UsersIcon } from './icons';

// The page's shell (index.html), drawn before the app runs, and the icons the app draws in its place.
const shell = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
const SHELL_ICONS: Record<string, ComponentType> = {
  MenuIcon,
  UsersIcon,
  ChartIcon,
  ChatIcon,
  BellIcon,
  ChevronRightIcon,
  HeartIcon,
  ShareIcon,
  EyeIcon,
  ArrowLeftIcon,
  RepostIcon,
  MoreIcon,
};

describe("the page's shell", () => {
  it.each(Object.entries(SHELL_ICONS))('draws %s as the app does, so no icon changes when the app takes over', (_, Icon) => {
    const markup = renderToStaticMarkup(
      <ChakraProvider value={appSystem()}>
        <Icon />
      </ChakraProvider>,
    );
    const shapes = [...markup.matchAll(/<(path|circle)\b[^>]*?\s(d|cx)="([^"]+)"(?:[^>]*?\scy="([^"]+)")?(?:[^>]*?\sr="([^"]+)")?/g)];
    expect(shapes.length).toBeGreaterThan(0);
    for (const [, tag, , first, cy, r] of shapes) {
      expect(shell).toContain(tag === 'path' ? `d="${first}"` : `cx="${first}" cy="${cy}" r="${r}"`);
    }
  });
});
