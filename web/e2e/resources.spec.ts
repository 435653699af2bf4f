// The resources page in Chromium against the real server: a free file downloads directly, the
// e-mail gate stores the lead (read back with `bibliotheque leads export`) and then gives the file
// at once, a premium resource only says how to get it; every card's figures match its file.
import { expect, test } from "./fixtures";
import { exportedLeads } from "./leads";
import { mainHydrated } from "./wait";

test("resources: free download, e-mail gate delivering the file, premium teaser", async ({ page, request }) => {
  await page.goto("/fr/resources");
  await mainHydrated(page);

  const free = page.getByRole("article", { name: /Checklist recrutement PME/ });
  const freeLink = free.getByRole("link", { name: /Télécharger/ });
  await expect(free).toContainText(/PDF · 1\spage · \d+\sKo/);
  const freeFile = await request.get((await freeLink.getAttribute("href"))!);
  expect(freeFile.status()).toBe(200);
  expect(freeFile.headers()["content-type"]).toBe("application/pdf");

  const premium = page.getByRole("article", { name: /Guide du pilotage commercial/ });
  await expect(premium).toContainText("Réservé aux clients");
  await expect(premium.getByRole("link", { name: /Télécharger/ })).toHaveCount(0);
  // Client-only guides make no file (DESIGN §7.8): nothing names their URL, and a guessed URL is a
  // path outside every route (DESIGN §5: a redirect to the home page), never the file.
  const html = await page.content();
  for (const slug of ["guide-pilotage-commercial", "guide-organisation-outils"]) {
    expect(html).not.toContain(`${slug}.pdf`);
    for (const lang of ["fr", "en"]) {
      const guessed = await request.get(`/downloads/${lang}/${slug}.pdf`, { maxRedirects: 0 });
      expect(guessed.status()).toBe(302);
      expect(guessed.headers()["content-type"] ?? "").not.toContain("pdf");
    }
  }

  const gated = page.getByRole("article", { name: /Guide de la délégation/ });
  await expect(gated.getByRole("link", { name: /Télécharger/ })).toHaveCount(0);
  const email = `gate-${Date.now()}@entreprise-test.fr`;
  await gated.getByLabel("Votre adresse e-mail professionnelle").fill(email);
  const download = page.waitForEvent("download");
  await gated.getByRole("button", { name: "Recevoir le fichier" }).click();
  expect((await download).suggestedFilename()).toBe("guide-delegation-dirigeant.pdf");
  const link = gated.getByRole("link", { name: /Télécharger/ });
  await expect(gated).toContainText(/PDF · \d+\spages/);
  const pdf = await request.get((await link.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  const lead = exportedLeads().find((row) => row.email === email);
  expect(lead).toMatchObject({ form_kind: "resource", resource_slug: "guide-delegation-dirigeant", page_path: "/fr/resources", lang: "fr" });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the resource gate posts the address to the lead API, never into the page's URL", async ({ page }) => {
    await page.goto("/fr/resources");
    const gated = page.getByRole("article", { name: /Guide de la délégation/ });
    const email = `gate-nojs-${Date.now()}@entreprise-test.fr`;
    await gated.getByLabel("Votre adresse e-mail professionnelle").fill(email);
    const posted = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/leads");
    await gated.getByRole("button", { name: "Recevoir le fichier" }).click();
    await posted;
    await page.waitForLoadState();
    expect(page.url()).not.toContain("entreprise-test.fr");
    expect(exportedLeads().find((row) => row.email === email)).toMatchObject({ form_kind: "resource", resource_slug: "guide-delegation-dirigeant", lang: "fr" });
  });
});
