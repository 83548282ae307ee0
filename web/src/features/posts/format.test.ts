import { describe, expect, it } from 'vitest';
import { relativeTime, shareSnippet, videoLength } from './format';

describe('post formatting', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says how long ago, in the spec’s words', () => {
    expect(relativeTime(ago(30_000), now)).toBe('Just now');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5m ago');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3h ago');
    expect(relativeTime(ago(2 * 86_400_000), now)).toBe('2d ago');
    // A clock slightly ahead of the server's is not "in the future".
    expect(relativeTime(new Date(now + 5000).toISOString(), now)).toBe('Just now');
  });

  it('shows video length as m:ss and cuts shared text at 100 characters', () => {
    expect(videoLength(75)).toBe('1:15');
    expect(videoLength(180)).toBe('3:00');
    expect(shareSnippet('a'.repeat(120))).toBe(`${'a'.repeat(100)}…`);
    expect(shareSnippet(' short ')).toBe('short');
  });
});
