import { readdirSync } from "node:fs";
import js from "@eslint/js";
import convexPlugin from "@convex-dev/eslint-plugin";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Server boundaries. Public functions are built with userQuery / userMutation / userAction
 * (convex/lib/functions.ts), which resolve the signed-in user; internalQuery / internalMutation /
 * internalAction stay free to use. The raw builders are allowed only in the wrapper itself and in
 * three functions that must answer a guest too, so they cannot require a user:
 *   convex/auth.ts         googleEnabled (the sign-in page asks before anyone is signed in)
 *   convex/preferences.ts  health (the connectivity check, subscribed to signed in or not)
 *   convex/users.ts        viewer (null for a guest, which is not an error)
 */
const RAW_BUILDER_FILES = [
  "convex/lib/functions.ts",
  "convex/auth.ts",
  "convex/preferences.ts",
  "convex/users.ts",
];
const rawBuilders = {
  regex: "(^|/)_generated/server(\\.js)?$",
  importNames: ["query", "mutation", "action"],
  message:
    "Build public functions with userQuery/userMutation/userAction from convex/lib/functions.ts; raw query/mutation/action are allowed only in the files RAW_BUILDER_FILES in eslint.config.js lists.",
};
/**
 * A relative import from a file `depth` folders below convex/model that lands on an API module:
 * a top-level convex/*.ts file or one of convex/internal/.
 */
const apiModuleFrom = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}((?!schema$)[^/]+|internal/.*)$`,
  message:
    "convex/model must not import an API module (a top-level convex/*.ts file or convex/internal/*): move what both need into model/.",
});
const MODEL_DEPTHS = [0, 1, 2, 3];
/** convex/internal/ holds only what the server calls: no public builder of the wrapper either. */
const publicBuilders = {
  regex: "(^|/)lib/functions(\\.js)?$",
  importNames: [
    "userQuery",
    "userMutation",
    "userAction",
    "personalQuery",
    "personalMutation",
    "personalAction",
    "guestMutation",
    "preTwoFactorMutation",
    "preTwoFactorAction",
  ],
  message:
    "convex/internal/ holds internal functions only: a public function belongs in a top-level convex/*.ts file.",
};
const serverBoundaries = [
  {
    files: ["convex/**/*.ts"],
    ignores: [...RAW_BUILDER_FILES, "convex/model/**", "convex/internal/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [rawBuilders] }] },
  },
  {
    files: ["convex/internal/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [rawBuilders, publicBuilders] }] },
  },
  // One block per folder depth: how many "../" reach convex/ depends on where the file is.
  ...MODEL_DEPTHS.map((depth) => ({
    files: [`convex/model/${"*/".repeat(depth)}*.ts`],
    rules: {
      "no-restricted-imports": ["error", { patterns: [rawBuilders, apiModuleFrom(depth)] }],
    },
  })),
  // convex/shared is loaded by the browser too, so it stays pure TS: it imports only itself,
  // convex/values and the types of _generated/dataModel (a .d.ts, nothing runs). Its tests may
  // import their test libraries.
  {
    files: ["convex/shared/**/*.ts"],
    ignores: ["convex/shared/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!(\\./[^./][^/]*|convex/values|\\.\\./_generated/dataModel(\\.js)?)$)",
              message:
                "convex/shared imports only convex/shared itself, convex/values and the types of _generated/dataModel: server-only code belongs in convex/model.",
            },
          ],
        },
      ],
    },
  },
];

/**
 * The ledger room. convex/model/ledger/ alone writes the ledger: transactions (with their split
 * parts, cleared/reconciled status and transfer links), transactionTags, the payee rows,
 * monthlyRollups and account balances, so every invariant between them is kept in one place.
 * Elsewhere a ctx.db write naming one of those tables is an error, and so is a patch or replace
 * of an account that sets `balance` or `clearedTotal`. Opening an account (insert with
 * balance = initialBalance, no transactions yet) and its other fields are not ledger writes.
 * Tests and their seed kits build fixtures directly and are not checked.
 *
 * LEDGER_EXCEPTIONS names files allowed to write anyway, each with its reason. None today:
 * account deletion erases its rows through model/ledger/erase.ts. (Wiping a whole user, in
 * model/users/ownedTables.ts and model/portability/cleanup.ts, deletes every row of a list of
 * tables by a table variable; it leaves no balance or rollup behind to keep in step.)
 */
const LEDGER_TABLES = [
  "transactions",
  "transactionTags",
  "splitCategories",
  "payees",
  "monthlyRollups",
];
const LEDGER_EXCEPTIONS = [];
const LEDGER_MESSAGE =
  "Only convex/model/ledger/ writes transactions, transactionTags, splitCategories, payees, monthlyRollups and account balances: call a function it exports.";
const dbCall = (methods) =>
  ["callee.object.property.name", "callee.object.name"].map(
    (db) => `CallExpression[${db}='db'][callee.property.name=/^(${methods})$/]`,
  );
const ledgerWrites = [
  ...dbCall("insert|patch|replace|delete").map((call) => ({
    selector: `${call}[arguments.0.value=/^(${LEDGER_TABLES.join("|")})$/]`,
    message: LEDGER_MESSAGE,
  })),
  ...dbCall("patch|replace").map((call) => ({
    selector: `${call}[arguments.0.value='accounts'] > ObjectExpression > Property[key.name=/^(balance|clearedTotal)$/]`,
    message: LEDGER_MESSAGE,
  })),
];
const ledgerRoom = {
  files: ["convex/**/*.ts"],
  ignores: [
    "convex/model/ledger/**",
    "convex/**/*.test.ts",
    "convex/testing/**",
    "convex/tests/**",
    ...LEDGER_EXCEPTIONS,
  ],
  rules: { "no-restricted-syntax": ["error", ...ledgerWrites] },
};

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
};
/**
 * The floors of src/, lowest first: lib (plain helpers), data (hooks over api.*), components
 * (shared UI), features, app (composes the features). A floor imports only from the floors
 * below it; `above` are the folders a file in `floor` must not reach.
 */
const floorWall = (floor, above) => ({
  regex: `^(\\.\\./)+(${above.join("|")})(/|$)`,
  message: `src/${floor} must not import from src/${above.join(", src/")}: those floors sit above it. Move what both need down to src/${floor} or below.`,
});
const FLOOR_WALLS = {
  lib: floorWall("lib", ["data", "components", "features", "app"]),
  data: floorWall("data", ["components", "features", "app"]),
  components: floorWall("components", ["features", "app"]),
  // Only "app": a feature has its own components/ folder, so "../components" may be its own.
  features: floorWall("features", ["app"]),
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
    ignores: ["src/lib/**", "src/data/**", "src/components/**", "src/features/**"],
    ...restrictImports(CLIENT_IMPORTS.convexInternals, CLIENT_IMPORTS.api),
  },
  {
    files: ["src/lib/**/*.{ts,tsx}"],
    ...restrictImports(CLIENT_IMPORTS.convexInternals, CLIENT_IMPORTS.api, FLOOR_WALLS.lib),
  },
  {
    files: ["src/data/**/*.{ts,tsx}"],
    ...restrictImports(CLIENT_IMPORTS.convexInternals, FLOOR_WALLS.data),
  },
  {
    files: ["src/components/**/*.{ts,tsx}"],
    ...restrictImports(CLIENT_IMPORTS.convexInternals, CLIENT_IMPORTS.api, FLOOR_WALLS.components),
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ...restrictImports(
      CLIENT_IMPORTS.convexInternals,
      CLIENT_IMPORTS.api,
      otherFeatures(feature),
      FLOOR_WALLS.features,
    ),
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
  ...serverBoundaries,
  ledgerRoom,
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
  ...clientBoundaries,
);
