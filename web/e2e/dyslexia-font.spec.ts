// Dyslexia mode (issue 23): the font it names ships with the site (OpenDyslexic, SIL OFL 1.1, with its
// licence), and the browser fetches it only once the mode is on, never on a first load.
import { expect, test } from "./fixtures";
import { mainHydrated } from "./wait";
import { fr } from "./toolkit";


test("the dyslexia font is fetched only when the mode is on, and its licence ships", async ({ page, problems }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (/opendyslexic/i.test(request.url())) fonts.push(request.url());
  });
  await page.addInitScript(() => localStorage.setItem("lastConversionModal", String(Date.now())));
  await page.goto("/fr/content-sections");
  await mainHydrated(page);
  await page.waitForLoadState("networkidle");
  expect(fonts, "fonts fetched on the first load").toEqual([]);

  await page.getByRole("button", { name: fr["reader.open"] }).click();
  const panel = page.getByRole("dialog", { name: fr["reader.title"] });
  const fetched = page.waitForResponse((r) => /opendyslexic-latin-400-normal-[\w-]+\.woff2$/.test(r.url()));
  await panel.getByRole("switch", { name: fr["reader.dyslexia"] }).click();
  expect((await fetched).status()).toBe(200);
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.family.replace(/"/g, "") === "OpenDyslexic" && face.status === "loaded").length;
  });
  expect(loaded).toBeGreaterThan(0);
  expect(fonts.every((url) => url.endsWith(".woff2")), fonts.join(", ")).toBe(true);

  const licence = panel.getByRole("link", { name: fr["reader.dyslexia_license"] });
  const text = await (await page.request.get((await licence.getAttribute("href"))!)).text();
  expect(text).toContain("SIL OPEN FONT LICENSE Version 1.1");
  expect(text).toContain("OpenDyslexic");
  expect(problems).toEqual([]);
});
