// The leads the e2e server stored, read back the way an operator would: `bibliotheque leads export`.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { test } from "@playwright/test";

/** Every stored lead (the database of the running project, from playwright.config.ts). */
export function exportedLeads(): Record<string, unknown>[] {
  const { databaseUrl } = test.info().project.metadata as { databaseUrl: string };
  const out = execFileSync(join(import.meta.dirname, "..", "..", ".venv", "bin", "bibliotheque"), ["leads", "export", "--format", "jsonl"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
  return out
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
