// @vitest-environment node
// The lint's feature boundaries (eslint.config.js, issue 21.4), run through ESLint's own API on a
// fixture that imports the search feature, as if the fixture lay in each kind of folder.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const web = fileURLToPath(new URL("../..", import.meta.url));
const fixture = readFileSync(new URL("./fixtures/cross-feature-import.ts", import.meta.url), "utf8");
const eslint = new ESLint({ cwd: web });

/** The boundary rule's reports on the fixture placed at `path` (relative to web/). */
async function boundaryReports(path: string): Promise<{ line: number; message: string }[]> {
  const [result] = await eslint.lintText(fixture, { filePath: `${web}/${path}` });
  return result!.messages
    .filter((message) => message.ruleId === "import-x/no-restricted-paths")
    .map(({ line, message }) => ({ line, message }));
}

const importLine = fixture.split("\n").findIndex((line) => line.includes("~/features/search/")) + 1;

describe("feature boundaries", () => {
  it("fails a feature that imports another feature", async () => {
    expect(await boundaryReports("src/features/articles/cross-feature-import.ts")).toEqual([
      { line: importLine, message: expect.stringContaining("A feature does not import another feature") },
    ]);
  });

  it("fails shared code and test support that import a feature", async () => {
    expect(await boundaryReports("src/shared/cross-feature-import.ts")).toEqual([
      { line: importLine, message: expect.stringContaining("Shared code does not import a feature") },
    ]);
    expect(await boundaryReports("src/test/cross-feature-import.ts")).toHaveLength(1);
  });

  it("lets a feature import its own modules, and a route compose features", async () => {
    expect(await boundaryReports("src/features/search/cross-feature-import.ts")).toEqual([]);
    expect(await boundaryReports("app/routes/cross-feature-import.ts")).toEqual([]);
  });
});
