import { readdirSync } from "node:fs";
import js from "@eslint/js";
import convexPlugin from "@convex-dev/eslint-plugin";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// ---- Client boundaries ---------------------------------------------------------------------
// Imports are matched as written. Every path out of a folder in src/ is relative, so "climbs
// then names X" is how an import reaches X. (No feature has a subfolder named like another
// feature, so "../<feature>" always means that feature.)
const FEATURES = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const CLIENT_IMPORTS = {
  convexInternals: {
    regex: "^(\\.\\./)+convex/(?!(_generated|shared)/)",
    message: "src/ may import only convex/_generated and convex/shared; the rest is server code.",
  },
  api: {
    regex: "^(\\.\\./)+convex/_generated/api(\\.js)?$",
    message: "Read and write through the hooks in src/data/<domain>.ts, never api.* directly.",
  },
  features: {
    regex: "^(\\.\\./)+features/",
    message: "src/data sits below the features: it must not import from them.",
  },
};
/** Another feature's folder, reached from inside `feature`. */
const otherFeatures = (feature) => ({
  regex: `^(\\.\\./)+(features/)?(${FEATURES.filter((f) => f !== feature).join("|")})(/|$)`,
  message:
    "Features do not import each other: move what both need to src/data, src/components or src/lib, or compose them in src/app.",
});
// One rule entry per file: flat config replaces a rule's options instead of merging them, so
// each block lists every pattern that applies to its files.
const restrictImports = (...patterns) => ({
  rules: { "no-restricted-imports": ["error", { patterns }] },
});
const clientBoundaries = [
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/data/**", "src/features/**"],
    ...restrictImports(CLIENT_IMPORTS.convexInternals, CLIENT_IMPORTS.api),
  },
  {
    files: ["src/data/**/*.{ts,tsx}"],
    ...restrictImports(CLIENT_IMPORTS.convexInternals, CLIENT_IMPORTS.features),
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ...restrictImports(CLIENT_IMPORTS.convexInternals, CLIENT_IMPORTS.api, otherFeatures(feature)),
  })),
];
// ----------------------------------------------------------------------------------------------

export default tseslint.config(
  {
    ignores: ["dist", "node_modules", "convex/_generated", ".data", ".data-*", ".tmp", "coverage"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["src/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["scripts/**/*.mjs", "offline-backend/**/*.ts", "tests/**/*.ts", "*.config.{js,ts,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  ...convexPlugin.configs.recommended,
  {
    // Tests set up the deployment's environment themselves.
    files: ["convex/**/*.test.ts", "convex/test.*.ts"],
    rules: { "@convex-dev/no-process-env": "off" },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  ...clientBoundaries,
);
