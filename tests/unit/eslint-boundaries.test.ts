import { resolve } from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, test } from "vitest";

const root = resolve(import.meta.dirname, "../..");
let eslint: ESLint;

/** The no-restricted-imports messages ESLint reports for `code` placed at `filePath`. */
async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe("client import boundaries (eslint.config.js)", { timeout: 60_000 }, () => {
  test("a feature importing another feature fails; its own files and shared folders pass", async () => {
    const file = "src/features/planner/budgets/Example.ts";
    expect(await restricted(file, 'export * from "../../accounts/accountForm";')).toHaveLength(1);
    expect(
      await restricted("src/features/home/Example.ts", 'export * from "../advisor/HomeInsights";'),
    ).toHaveLength(1);
    expect(
      await restricted(
        file,
        [
          'export * from "../hooks";',
          'export * from "./budgetStatus";',
          'export * from "../../../components/RowActionsMenu";',
          'export * from "../../../data/budgets";',
          'export * from "../../../lib/format";',
        ].join("\n"),
      ),
    ).toEqual([]);
  });

  test("src importing convex/ beyond _generated and shared fails", async () => {
    for (const file of [
      "src/lib/Example.ts",
      "src/data/Example.ts",
      "src/features/accounts/Example.ts",
    ]) {
      const depth = file.split("/").length - 1;
      const up = "../".repeat(depth);
      expect(await restricted(file, `export * from "${up}convex/model/balances";`)).toHaveLength(1);
      expect(
        await restricted(
          file,
          [
            `export * from "${up}convex/shared/money";`,
            `export type { Id } from "${up}convex/_generated/dataModel";`,
            'export { useQuery } from "convex/react";',
          ].join("\n"),
        ),
      ).toEqual([]);
    }
  });

  test("only src/data imports convex/_generated/api", async () => {
    const importApi = (up: string) =>
      `import { api } from "${up}convex/_generated/api";\nexport { api };`;
    expect(await restricted("src/features/reports/hooks.ts", importApi("../../../"))).toHaveLength(
      1,
    );
    expect(await restricted("src/app/Example.tsx", importApi("../../"))).toHaveLength(1);
    expect(await restricted("src/lib/Example.ts", importApi("../../"))).toHaveLength(1);
    expect(await restricted("src/data/accounts.ts", importApi("../../"))).toEqual([]);
  });

  test("src/data does not import the features, components or app above it", async () => {
    for (const above of [
      "features/accounts/accountForm",
      "components/MoneyText",
      "app/shell/Shell",
    ])
      expect(await restricted("src/data/Example.ts", `export * from "../${above}";`)).toHaveLength(
        1,
      );
    expect(await restricted("src/data/Example.ts", 'export * from "../lib/today";')).toEqual([]);
  });

  test("src/lib imports nothing of data, components, features or app", async () => {
    for (const above of [
      "data/auth",
      "components/MoneyText",
      "features/accounts/accountForm",
      "app/shell/Shell",
    ]) {
      const messages = await restricted("src/lib/Example.ts", `export * from "../${above}";`);
      expect(messages, above).toHaveLength(1);
      expect(messages[0]).toMatch(/src\/lib must not import from src\/data/);
    }
    expect(
      await restricted(
        "src/lib/Example.ts",
        'export * from "./format";\nexport * from "../../convex/shared/money";',
      ),
    ).toEqual([]);
  });

  test("src/components imports nothing of features or app", async () => {
    for (const above of ["features/accounts/accountForm", "app/routing/guards"]) {
      const messages = await restricted(
        "src/components/Example.tsx",
        `export * from "../${above}";`,
      );
      expect(messages, above).toHaveLength(1);
      expect(messages[0]).toMatch(/src\/components must not import from src\/features/);
    }
    expect(
      await restricted(
        "src/components/Example.tsx",
        'export * from "./MoneyText";\nexport * from "../data/accounts";\nexport * from "../lib/format";',
      ),
    ).toEqual([]);
  });

  test("a feature imports nothing of src/app; its own components/ folder passes", async () => {
    const messages = await restricted(
      "src/features/home/Example.tsx",
      'export * from "../../app/routing/guards";',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/src\/features must not import from src\/app/);
    expect(
      await restricted(
        "src/features/payees/components/Example.tsx",
        'export * from "../../../app/shell/Shell";',
      ),
    ).toHaveLength(1);
    expect(
      await restricted(
        "src/features/transactions/hooks/Example.ts",
        'export * from "../components/LedgerToolbar";\nexport * from "../../../components/FormActions";',
      ),
    ).toEqual([]);
  });
});
