import js from "@eslint/js";
import convexPlugin from "@convex-dev/eslint-plugin";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    files: ["convex/**/*.test.ts", "convex/testing/**/*.ts"],
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
);
