import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LICENSE_URL } from "./dyslexia-font-note";

const web = join(import.meta.dirname, "..", "..", "..");

describe("the dyslexia font", () => {
  it("ships the package's licence, unchanged", () => {
    const shipped = readFileSync(join(web, "public", LICENSE_URL), "utf8");
    expect(shipped).toBe(readFileSync(join(web, "node_modules", "@fontsource", "opendyslexic", "LICENSE"), "utf8"));
    expect(shipped).toContain("SIL OPEN FONT LICENSE Version 1.1");
  });

  it("is named by app.css only under html.dyslexia, woff2 files of the package", () => {
    const css = readFileSync(join(web, "app", "app.css"), "utf8");
    const uses = css.split("\n").filter((line) => line.includes('"OpenDyslexic"') && !line.includes("font-family:"));
    expect(uses).toEqual(['  --font-sans: "OpenDyslexic", Verdana, Tahoma, "DejaVu Sans", sans-serif;']);
    expect(css.match(/@fontsource\/opendyslexic\/files\/opendyslexic-latin-(400|700)-normal\.woff2/g)).toHaveLength(2);
  });
});
