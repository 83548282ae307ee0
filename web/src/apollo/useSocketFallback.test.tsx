import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_POLL_MS, setSocketStatus } from './socket';
import { useSocketFallback } from './useSocketFallback';

const fakeQuery = () => ({ startPolling: vi.fn(), stopPolling: vi.fn(), refetch: vi.fn(() => Promise.resolve()) });

describe('polling only while the socket is down', () => {
  afterEach(() => setSocketStatus('idle'));

  it('does not poll while the socket connects or is open', () => {
    const query = fakeQuery();
    renderHook(() => useSocketFallback(query));
    act(() => setSocketStatus('connecting'));
    act(() => setSocketStatus('open'));
    expect(query.startPolling).not.toHaveBeenCalled();
    expect(query.refetch).not.toHaveBeenCalled();
  });

  it('polls every 30 s while down, then stops and refetches once when it reconnects', () => {
    const query = fakeQuery();
    renderHook(() => useSocketFallback(query));
    act(() => setSocketStatus('open'));
    act(() => setSocketStatus('down'));
    expect(query.startPolling).toHaveBeenCalledWith(FALLBACK_POLL_MS);
    expect(FALLBACK_POLL_MS).toBe(30_000);

    act(() => setSocketStatus('open'));
    expect(query.stopPolling).toHaveBeenCalledTimes(1);
    expect(query.refetch).toHaveBeenCalledTimes(1);

    // Open and staying open: no more refetches; a lazy close after the last subscription is not 'down'.
    act(() => setSocketStatus('idle'));
    act(() => setSocketStatus('open'));
    expect(query.refetch).toHaveBeenCalledTimes(1);
    expect(query.startPolling).toHaveBeenCalledTimes(1);
  });

  it('re-renders the page that follows the socket only when it goes down or comes back, not at each step of a connect', () => {
    const query = fakeQuery();
    let renders = 0;
    renderHook(() => {
      renders += 1;
      useSocketFallback(query);
    });
    const mounted = renders;
    act(() => setSocketStatus('connecting'));
    act(() => setSocketStatus('open'));
    expect(renders).toBe(mounted);
    act(() => setSocketStatus('down'));
    expect(renders).toBe(mounted + 1);
  });

  it('leaves a skipped query alone', () => {
    const query = fakeQuery();
    renderHook(() => useSocketFallback(query, { skip: true }));
    act(() => setSocketStatus('down'));
    expect(query.startPolling).not.toHaveBeenCalled();
  });
});
