import { createTheme, type CSSVariablesResolver } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "teal",
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: "md",
  fontFamily:
    "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans JP', 'Noto Sans SC', sans-serif",
  headings: { fontWeight: "650" },
  cursorType: "pointer",
  components: {
    Notification: { defaultProps: { withCloseButton: true } },
  },
});

/** Amount colours tuned for contrast (WCAG AA) in both schemes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--pfa-negative": "var(--mantine-color-red-8)",
    "--pfa-positive": "var(--mantine-color-teal-9)",
  },
  dark: {
    "--pfa-negative": "var(--mantine-color-red-4)",
    "--pfa-positive": "var(--mantine-color-teal-4)",
  },
});
