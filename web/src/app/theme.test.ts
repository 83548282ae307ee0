import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSystem } from './theme';

// Chakra's colour palettes, whether or not the app's system keeps them.
const CHAKRA_PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the theme', () => {
  // The system keeps only the palettes listed in theme.ts: one the code names but the list lacks
  // would draw nothing (no colour, no border), silently.
  it('has every colour palette the code names', () => {
    const named = new Set<string>();
    const palettes = CHAKRA_PALETTES.join('|');
    for (const file of sources(path.resolve(__dirname, '..'))) {
      const text = readFileSync(file, 'utf8');
      for (const [, name] of text.matchAll(/colorPalette(?:="|=\{'|:\s*')([a-z]+)/g)) named.add(name);
      // A palette chosen at run time comes from a string such as `{ ACTIVE: 'green' }`.
      for (const [, name] of text.matchAll(new RegExp(`['"](${palettes})['"]`, 'g'))) named.add(name);
      for (const [, name] of text.matchAll(new RegExp(`\\b(${palettes})\\.(?:\\d{2,3}|fg|solid|subtle|muted|emphasized|contrast|focusRing)\\b`, 'g'))) named.add(name);
    }
    expect(named.size).toBeGreaterThan(3);
    const missing = [...named].filter((name) => name !== 'brand' && !appSystem().tokens.getByName(`colors.${name}.500`));
    expect(missing).toEqual([]);
  });
});
