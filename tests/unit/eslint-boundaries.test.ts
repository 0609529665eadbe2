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
    const file = "src/features/planner/budget/Example.ts";
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

  test("src/data does not import the features above it", async () => {
    expect(
      await restricted("src/data/Example.ts", 'export * from "../features/accounts/accountForm";'),
    ).toHaveLength(1);
  });
});
