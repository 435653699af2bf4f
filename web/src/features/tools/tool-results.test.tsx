// The result screens of the seeded tools, opened from a result link (answers in the fragment):
// a calculator's figures, its « how » section and its verdict; an assessment's dimensions.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toolPage } from "~/test/generated-data";
import { renderScreen } from "~/test/render-screen";
import { ToolScreen } from "./tool-screen";

const flat = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

function open(lang: "fr" | "en", slug: string, fragment: string) {
  const page = toolPage(slug, lang);
  window.history.replaceState(null, "", `${page.head.path}${fragment}`);
  renderScreen(<ToolScreen page={page} />, page.head.path);
  return page.tool;
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("a calculator's result", () => {
  it("shows the headline figures, how each is worked out with the visitor's numbers, then the verdict", () => {
    const tool = open("fr", "calculateur-roi-automatisation", "#r=35_6_3_10_8000");
    expect(screen.getByRole("status")).toHaveTextContent("Votre résultat, calculé à partir de vos réponses");
    const verdict = tool.verdicts.find((v) => v.id === "rentable-a-cadrer")!;
    expect(screen.getByRole("heading", { level: 2, name: verdict.title })).toBeInTheDocument();
    const [headline, how] = document.querySelectorAll("dl");
    expect(flat(headline!.textContent)).toContain("Coût annuel du processus29 610 €");
    expect(flat(headline!.textContent)).toContain("Délai de retour sur investissement7,4 mois");
    expect(flat(headline!.textContent)).not.toContain("Heures passées");
    expect(
      screen.getByRole("heading", {
        level: 3,
        name: "Comment ce chiffre est calculé",
      }),
    ).toBeInTheDocument();
    expect(flat(how!.textContent)).toContain("6 × 3 × 47 = 846 heures");
    expect(flat(how!.textContent)).toContain("8 000 € ÷ (13 028 € ÷ 12) = 7,4 mois");
    for (const text of verdict.recommendations) expect(flat(document.body.textContent)).toContain(flat(text).replace(/\s+/g, " ").slice(0, 40));
    expect(screen.queryByText("Votre score")).toBeNull();
  });
  it("speaks English on the English page", () => {
    open("en", "calculateur-temps-perdu-management", "#r=8_20_30_100");
    expect(screen.getByRole("heading", { level: 2, name: "Critical time loss" })).toBeInTheDocument();
    expect(flat(document.querySelector("dl")!.textContent)).toContain("Time lost each week30 hours");
    expect(flat(document.querySelector("dl")!.textContent)).toContain("€141,000");
  });
});

describe("an assessment's result", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the score and adds each dimension's score, as a chart and as a table, after the e-mail step", async () => {
    vi.stubGlobal("fetch", async (url: string) =>
      url.endsWith("/api/leads") ? new Response(JSON.stringify({ id: "l1", created: true }), { status: 201 }) : new Response(null, { status: 204 }),
    );
    const user = userEvent.setup({ delay: null });
    open("fr", "indice-maturite-organisationnelle", "#r=0_1_2_3_0");
    // A lead-capturing assessment's link opens on the e-mail step (decision 018).
    expect(screen.getByRole("status")).toHaveTextContent("Dernière étape : votre adresse e-mail");
    await user.type(screen.getByLabelText("Votre adresse e-mail professionnelle"), "claire@entreprise.example");
    await user.click(screen.getByRole("button", { name: "Voir mon résultat" }));
    const chart = await screen.findByRole("figure", { name: "Votre score par dimension" });
    expect(screen.getByRole("status")).toHaveTextContent("Votre résultat : 55 sur 100");
    const rows = within(chart).getAllByRole("row").slice(1);
    expect(rows.map((row) => flat(row.textContent))).toEqual(["Autonomie de l’équipe38", "Processus et rôles50", "Pilotage100"]);
  });
});
