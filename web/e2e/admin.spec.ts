// The owner's view (issue 19): sign in, filter, open a lead, export the CSV, erase an address, sign out.
import { expect, test } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { exportedLeads } from "./leads";

const cli = join(import.meta.dirname, "..", "..", ".venv", "bin", "bibliotheque");

test("an owner signs in, filters, reads, exports and erases leads, then signs out", async ({ page, request }) => {
  const stamp = Date.now();
  const [kept, erased] = [`garder.${stamp}@entreprise.example`, `effacer.${stamp}@entreprise.example`];
  for (const [email, lang, form_kind] of [[kept, "fr", "inline-end"], [erased, "en", "modal"]] as const) {
    const posted = await request.post("/api/leads", {
      data: { email, form_kind, page_path: `/${lang}`, lang, utm_source: "e2e" },
    });
    expect(posted.status()).toBe(201);
  }
  const admin = `owner.${stamp}@cabinet.example`;
  const password = `mot-de-passe-${stamp}`;
  execFileSync(cli, ["admin", "add-user", admin, "--password-stdin"], {
    env: { ...process.env, DATABASE_URL: (test.info().project.metadata as { databaseUrl: string }).databaseUrl },
    input: `${password}\n`,
  });

  await page.goto("/admin/leads");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel(/^(Adresse e-mail|E-mail address)$/).fill(admin);
  await page.getByLabel(/^(Mot de passe|Password)$/).fill("wrong-password");
  await page.getByRole("button", { name: /^(Se connecter|Sign in)$/ }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await page.getByLabel(/^(Mot de passe|Password)$/).fill(password);
  await page.getByRole("button", { name: /^(Se connecter|Sign in)$/ }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);

  await page.getByLabel(/^(Rechercher une adresse|Search an address)$/).fill(String(stamp));
  await page.getByLabel(/^(Langue|Language)/).selectOption("en");
  await page.getByRole("button", { name: /^(Filtrer|Filter)$/ }).click();
  const rows = page.getByRole("row");
  await expect(rows).toHaveCount(2); // the header and the one English lead
  await expect(rows.nth(1)).toContainText("modal");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /^(Exporter en CSV|Export as CSV)$/ }).click(),
  ]);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv).toContain(erased);
  expect(csv).not.toContain(kept);

  await page.getByRole("link", { name: erased }).click();
  await expect(page.getByRole("heading", { name: erased })).toBeVisible();
  await page.getByRole("button", { name: /^(Effacer|Erase)$/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: /^(Effacer|Erase)$/ }).click();
  await expect(page.getByRole("status")).toHaveText(/^1 (lead\(s\) erased|demande\(s\) effacée\(s\))\.$/);
  const emails = exportedLeads().map((lead) => lead.email);
  expect(emails).toContain(kept);
  expect(emails).not.toContain(erased);

  await page.getByRole("button", { name: /^(Se déconnecter|Sign out)$/ }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get("/api/admin/session")).status()).toBe(401);
});
