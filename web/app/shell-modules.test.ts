// The chunking's reading of the module graph (web/shell-modules.ts, issue 32 weight), run against
// the installed lucide-react index: an upgrade that changes how it re-exports its icons fails here
// instead of silently putting every icon back into every page's first load.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { shellModules } from "../shell-modules";

// The ES index Vite bundles (the package resolves to its CommonJS build here).
const lucide = join(dirname(createRequire(import.meta.url).resolve("lucide-react")), "..", "esm", "lucide-react.mjs");
const icon = (name: string) => join(dirname(lucide), "icons", `${name}.mjs`);
const WEB = "/repo/web";

function read(modules: { id: string; code?: string; importedIds?: string[] }[]) {
  const shell = shellModules();
  const parsed = shell.plugin.moduleParsed as (info: { id: string; code: string | null; importedIds: string[] }) => void;
  const buildEnd = shell.plugin.buildEnd as () => void;
  for (const { id, code = "", importedIds = [] } of modules) parsed.call({}, { id, code, importedIds });
  buildEnd.call({});
  return shell;
}

describe("shellModules", () => {
  const graph = [
    { id: lucide, code: readFileSync(lucide, "utf8"), importedIds: [icon("chevron-down"), icon("compass"), icon("clock")] },
    { id: `${WEB}/app/root.tsx`, importedIds: [`${WEB}/src/header.tsx`] },
    { id: `${WEB}/src/header.tsx`, code: 'import { ChevronDown as Down } from "lucide-react";', importedIds: [lucide] },
    { id: `${WEB}/app/routes/home.tsx`, importedIds: [`${WEB}/src/shared/content-icon.tsx`] },
    { id: `${WEB}/src/shared/content-icon.tsx`, code: 'import {\n  Clock,\n  Compass,\n} from "lucide-react";', importedIds: [lucide] },
    { id: `${WEB}/src/article.tsx`, code: 'import { Clock } from "lucide-react";', importedIds: [lucide] },
  ];

  it("follows the shell's imports, and from lucide's index only the icons the shell names", () => {
    const shell = read(graph);
    expect(shell.has(`${WEB}/src/header.tsx`)).toBe(true);
    expect(shell.has(icon("chevron-down"))).toBe(true);
    expect(shell.has(icon("compass"))).toBe(false);
    expect(shell.has(`${WEB}/src/shared/content-icon.tsx`)).toBe(false);
  });
});
