// Lead deliveries end to end: a visitor leaves an address in the in-content form of an article,
// served by the second server (playwright.config.ts), which delivers it; the receivers list what
// arrived. Each language: the team's e-mail, the CRM's signed webhook, the visitor's confirmation.
import { expect, test } from "./fixtures";
import { isNotFound, routes, shellData } from "./generated";
import { ui } from "./toolkit";
import { mainHydrated } from "./wait";

interface Received {
  webhooks: { id: string; verified: boolean; body: { type: string; data: Record<string, unknown> } }[];
  emails: { to: string[]; subject: string; text: string; html: string }[];
}
interface Shell {
  conversion: { inline_form: { title: string; button: string; success_title: string } };
}

const server = process.env.E2E_DELIVERY_URL!;
const team = process.env.E2E_TEAM_ADDRESS!;
const received = async (): Promise<Received> => (await fetch(process.env.E2E_RECEIVED_URL!)).json() as Promise<Received>;
const confirmation = { fr: "Votre accès à l’audit gratuit d’adéquation", en: "Your access to the free audit" };

for (const lang of ["fr", "en"] as const) {
  test(`a lead from the in-content form reaches the team, the CRM and the visitor (${lang})`, async ({ page, problems }) => {
    const texts = shellData<Shell>(lang).conversion.inline_form;
    const article = routes.find((r) => new RegExp(`^/${lang}/article/[^/]+$`).test(r) && !isNotFound(r))!;
    // The audit page opens in a new tab after success: on another site, so not opened here.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(server + article);
    await mainHydrated(page);
    const form = page.getByRole("region", { name: texts.title }).first();
    const email = `e2e-deliveries-${lang}-${Date.now()}@entreprise.example`;
    await form.getByLabel(ui(lang, "lead.email.label")).fill(email);
    await form.getByRole("button", { name: texts.button }).click();
    await expect(page.getByRole("heading", { name: texts.success_title })).toBeVisible();

    const arrived = async () => {
      const all = await received();
      return {
        webhook: all.webhooks.find((hook) => hook.body.data.email === email),
        team: all.emails.find((mail) => mail.to.includes(team) && mail.text.includes(email)),
        visitor: all.emails.find((mail) => mail.to.includes(email)),
      };
    };
    await expect.poll(async () => Object.values(await arrived()).every(Boolean), { timeout: 15_000 }).toBe(true);
    const { webhook, team: teamMail, visitor } = await arrived();
    expect(webhook!.verified).toBe(true);
    expect(webhook!.body.type).toBe("lead.created");
    expect(webhook!.body.data).toMatchObject({ form_kind: "inline-middle", lang, page_path: article });
    expect(teamMail!.subject).toMatch(/^Nouveau contact/); // the team reads French (DELIVERY_TEAM_LANG)
    expect(teamMail!.text).toContain(article);
    expect(visitor!.subject).toBe(confirmation[lang]);
    expect(visitor!.text).toContain(`/${lang}/privacy`);
    expect(visitor!.html).toContain(`<html lang="${lang}">`);
    expect(problems).toEqual([]);
  });
}
