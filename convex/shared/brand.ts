/**
 * The brand colour (a deep teal), shared by the app's theme and the e-mails the server sends,
 * so a button in a message looks like the buttons in the app.
 */
export const BRAND_SHADES = [
  "#e6f7f5",
  "#cdeeea",
  "#9fdcd4",
  "#6dc9bd",
  "#45b8a9",
  "#2ca99a",
  "#1c9a8b",
  "#0f7d71",
  "#0b6a60",
  "#06544c",
] as const;

/** The shade of filled buttons in light mode (white text on it passes WCAG AA, ≈ 5:1). */
export const BRAND_PRIMARY_SHADE = 7;

export const BRAND_PRIMARY = BRAND_SHADES[BRAND_PRIMARY_SHADE];
