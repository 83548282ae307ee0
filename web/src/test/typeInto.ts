import type { UserEvent } from '@testing-library/user-event';

/**
 * Types into a Chakra combobox one key per call. In one `user.type` call React does not flush
 * between keys, so zag writes the previous value back into the input and letters go missing
 * (browsers are fine: Playwright types the same fields without loss).
 */
export async function typeInto(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  for (const key of text) await user.keyboard(key);
}
