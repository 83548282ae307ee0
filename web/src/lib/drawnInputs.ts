import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Takes over an input of the server-drawn page (api/src/server/first-screen.ts: the sign-in form),
 * which a user on slow data may type into before the app arrives: the app's input starts from what
 * was typed there, and has the focus if that one had it, so the app replacing the page loses
 * nothing. The drawn input is found while the app renders its first screen (the page still shows
 * then) and read once the app's screen has replaced it, so a key pressed in between counts too.
 */
export function useDrawnInput(name: string, set: (value: string) => void, input: RefObject<HTMLInputElement | null>) {
  const [drawn] = useState(() => {
    const element = document.querySelector<HTMLInputElement>(`#root input[data-drawn="${name}"]`);
    if (!element) return null;
    const kept = { element, focused: document.activeElement === element };
    element.addEventListener('focus', () => (kept.focused = true));
    return kept;
  });
  useLayoutEffect(() => {
    if (!drawn) return;
    if (drawn.element.value) set(drawn.element.value);
    if (drawn.focused) input.current?.focus();
  }, [drawn, set, input]);
}
