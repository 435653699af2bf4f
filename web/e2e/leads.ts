// The leads the e2e server stored, read back the way an operator would: `bibliotheque leads export`.
import { execFileSync } from "node:child_process";
import { join } from "node:path";

/** Every stored lead (the run's own database, from playwright.config.ts). */
export function exportedLeads(): Record<string, unknown>[] {
  const out = execFileSync(join(import.meta.dirname, "..", "..", ".venv", "bin", "bibliotheque"), ["leads", "export", "--format", "jsonl"], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
    encoding: "utf8",
  });
  return out
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
