import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from "@mantine/core";
import { BRAND_PRIMARY_SHADE, BRAND_SHADES } from "../../../convex/shared/brand";

/**
 * A deep teal: calm for a money app, and dark enough at the filled shades for white text to
 * pass WCAG AA (shade 7 ≈ 5:1, shade 8 ≈ 6.5:1).
 */
const brand: MantineColorsTuple = [...BRAND_SHADES];

export const theme = createTheme({
  colors: { brand },
  primaryColor: "brand",
  primaryShade: { light: BRAND_PRIMARY_SHADE, dark: 8 },
  defaultRadius: "md",
  fontFamily:
    "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans JP', 'Noto Sans SC', sans-serif",
  headings: { fontWeight: "650" },
  cursorType: "pointer",
  components: {
    Notification: { defaultProps: { withCloseButton: true } },
    // Notifications sit at the top (R6), about 80 px tall: a dialog starts below them, so the
    // outcome of an action never covers the title of the dialog it came from.
    Modal: { defaultProps: { yOffset: "max(5dvh, 96px)" } },
    // A grown tab centres its icon and label together; Mantine's label takes the free width,
    // which leaves the icon at the far left, detached from its centred text.
    Tabs: { styles: { tab: { justifyContent: "center" }, tabLabel: { flex: "0 1 auto" } } },
  },
});

/** Amount colours tuned for contrast (WCAG AA) in both schemes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Mantine's default "dimmed" grey is below 4.5:1 on white; these keep secondary text readable.
  light: {
    "--mantine-color-dimmed": "#5c636a",
    // Text of light badges and buttons on their pale backgrounds, and white on filled red and
    // orange, reach 4.5:1 (Mantine's shades give 2.7–4.3:1 in light mode).
    "--mantine-color-teal-light-color": "#05704f",
    "--mantine-color-green-light-color": "#237032",
    "--mantine-color-yellow-light-color": "#7a4a00",
    "--mantine-color-orange-light-color": "#a83a0c",
    "--mantine-color-red-light-color": "#b02525",
    "--mantine-color-red-filled": "var(--mantine-color-red-9)",
    "--mantine-color-red-filled-hover": "#b02525",
    "--mantine-color-orange-filled": "#a83a0c",
    "--mantine-color-orange-filled-hover": "#8f310a",
    "--pfa-negative": "var(--mantine-color-red-8)",
    "--pfa-positive": "var(--mantine-color-teal-9)",
  },
  dark: {
    "--mantine-color-dimmed": "var(--mantine-color-dark-1)",
    "--pfa-negative": "var(--mantine-color-red-4)",
    "--pfa-positive": "var(--mantine-color-teal-4)",
  },
});
