/**
 * Whether the app is drawing its first screen over the server-drawn page (main.tsx sets it). Long
 * lists then draw what the drawn page showed at once and the rest in later tasks (useStagedCount):
 * the phone's main thread is never held for a whole list's render, commit and layout at start.
 */
let drawing = false;

export const firstScreen = {
  start() {
    drawing = true;
  },
  mounted() {
    drawing = false;
  },
  get drawing() {
    return drawing;
  },
};
