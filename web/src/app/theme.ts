import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

// The colour palettes the app draws with (`colorPalette="…"`, `red.700`, and those Chakra's own
// semantic tokens and recipes name: bg.error is red, bg.warning orange…). Every palette is ~20 CSS
// variables that createSystem builds and the page inserts before the first screen can show, on the
// phone's main thread: add one here when you start using it.
const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple'];

// Chakra's palettes: the colour scales that also have semantic tokens (red.fg, red.solid…).
const chakraPalettes = Object.keys(semanticTokens.colors).filter((name) => name in tokens.colors);

/** A colour table of Chakra's without the palettes the app doesn't use (bg, black, whiteAlpha… stay). */
function withoutUnusedPalettes<T extends object>(colors: T): Partial<T> {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !chakraPalettes.includes(name) || PALETTES.includes(name))) as Partial<T>;
}

type LightOnly<T> = { [K in keyof T]: T[K] extends { value: { _light: infer Light } } ? { value: Light } : LightOnly<T[K]> };

/**
 * The app has no dark mode (nothing sets Chakra's `.dark` class): a semantic token's `{ _light, _dark }`
 * becomes its light value: half the semantic tokens' variables to build and insert at start-up.
 */
function lightOnly<T extends object>(table: T): LightOnly<T> {
  return Object.fromEntries(
    Object.entries(table).map(([key, entry]: [string, unknown]) => {
      if (typeof entry !== 'object' || entry === null) return [key, entry];
      if (!('value' in entry)) return [key, lightOnly(entry)];
      const { value } = entry;
      return [key, { ...entry, value: typeof value === 'object' && value !== null && '_light' in value ? value._light : value }];
    }),
  ) as LightOnly<T>;
}

// Only the recipes the app renders: the full default theme alone would blow the 200 KB JS budget.
// Add a recipe here when you start using a new Chakra component.
const base = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      switch: switchSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

// A finger needs 44×44 px (WCAG 2.5.5); a mouse keeps the compact sizes. Controls the recipes
// don't cover (a link standing on its own, a bare text button) take these as their `css`.
export const COARSE = '@media (pointer: coarse)';
export const touchTarget = { [COARSE]: { minH: '11', minW: '11' } };
export const touchHeight = { [COARSE]: { minH: '11' } };

// Nigerian-flag green as the brand palette; `colorPalette="brand"` works everywhere.
const brand = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg', WebkitTapHighlightColor: 'transparent' },
  },
  theme: {
    recipes: {
      button: { base: touchTarget },
      input: { base: touchHeight },
      textarea: { base: touchHeight },
    },
    slotRecipes: {
      nativeSelect: { slots: [], base: { field: touchHeight } },
      tabs: { slots: [], base: { trigger: touchHeight } },
      menu: { slots: [], base: { item: touchHeight } },
      combobox: { slots: [], base: { input: touchHeight, trigger: touchTarget, clearTrigger: touchTarget } },
      checkbox: { slots: [], base: { root: touchHeight } },
      switch: { slots: [], base: { root: touchHeight } },
    },
    tokens: {
      fonts: {
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#e6f5ee' },
          100: { value: '#c2e6d4' },
          200: { value: '#8fd0b0' },
          300: { value: '#57b889' },
          400: { value: '#2a9f68' },
          500: { value: '#008751' },
          600: { value: '#007546' },
          700: { value: '#00603a' },
          800: { value: '#004a2d' },
          900: { value: '#003520' },
          950: { value: '#002115' },
        },
      },
    },
    semanticTokens: {
      colors: {
        fg: {
          // Chakra's gray.400 is 2.6:1 on white, and gray.500 only 4.3:1 on a selected (brand.subtle)
          // row: this grey stays lighter than fg.muted and above 4.5:1 on every light surface the
          // app uses (white, bg.subtle, bg.muted, brand.subtle, bg.error).
          subtle: { value: '#6b6b73' },
          // Chakra's red.500 is 3.8:1 on white (Sign out, form errors); red.700 is 5.9:1 even on the
          // bg.error hover.
          error: { value: '{colors.red.700}' },
        },
        // A liked heart and its count: Chakra's red.500 is 3.8:1 on white, too faint for the count.
        liked: { value: '{colors.red.700}' },
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

let built: SystemContext | undefined;

/**
 * The app's Chakra system, built on first use (a few hundred ms of a phone's main thread): the app
 * builds it in a task of its own before its first render (main.tsx) rather than while its modules
 * load, so neither is one long task.
 */
export function appSystem(): SystemContext {
  // createSystem merges its configs itself: merging them here too would copy the whole theme twice.
  built ??= createSystem(defaultBaseConfig, base, brand);
  return built;
}
