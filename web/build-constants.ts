// Constants baked into the browser bundle at build time (Vite `define`), for screens that must not
// depend on runtime data: the crash screen shows the support address even when the shell data is
// what failed. The address comes from content/site.yaml through the generated shell data (whose `site`
// is therefore an input of the app's code: web_code_digest in src/bibliotheque/pipeline/fingerprint.py).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { GENERATED as generated } from "./generated-dir";

function supportEmail(): string {
  // Given by the Python build when it starts this build before writing the shell data
  // (src/bibliotheque/pipeline/web_bundle.py): the same address, content/site.yaml's.
  const given = process.env.BIBLIOTHEQUE_SUPPORT_EMAIL;
  if (given) return given;
  const shell = join(generated, "shell", "fr.json");
  if (!existsSync(shell)) throw new Error(`${shell} is missing: run \`bibliotheque build --data-only\` first`);
  const data = JSON.parse(readFileSync(shell, "utf8")) as { site: { contact_email: string } };
  return data.site.contact_email;
}

/** `define` of the site's build: the support address and the release (the build's time, or BIBLIOTHEQUE_RELEASE). */
export function buildConstants(): Record<string, string> {
  return {
    __SUPPORT_EMAIL__: JSON.stringify(supportEmail()),
    __RELEASE__: JSON.stringify(process.env.BIBLIOTHEQUE_RELEASE ?? new Date().toISOString().slice(0, 16) + "Z"),
  };
}

/** The same names in unit tests: fixed values, different from the test shell's address. */
export const TEST_CONSTANTS: Record<string, string> = {
  __SUPPORT_EMAIL__: JSON.stringify("support@build.example"),
  __RELEASE__: JSON.stringify("test-release"),
};
