import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Tool, ToolPage } from "~/generated/types";
import { renderScreen } from "~/test/render-screen";
import { ToolScreen } from "./tool-screen";

// A small tool made for the test: two select questions (3 options) and a range in euros.
// Score: select position × 100 / (3 × 3); range share × 100 / 3.
const tool = {
  id: 1,
  slug: "outil-test",
  title: "Outil test",
  description: "Mesurer",
  category: "management-pilotage",
  type: "assessment",
  is_interactive: true,
  lead_capture: false,
  estimated_time: "3 min",
  questions: [
    { id: "q1", question: "Première question ?", type: "select", options: ["Faible", "Moyen", "Fort"], min: 0, max: 100, step: 1, unit: null, value_format: "number", required: true },
    { id: "q2", question: "Coût horaire ?", type: "range", options: [], min: 20, max: 500, step: 5, unit: "par heure", value_format: "eur", required: true },
    { id: "q3", question: "Troisième question ?", type: "select", options: ["Jamais", "Parfois", "Toujours"], min: 0, max: 100, step: 1, unit: null, value_format: "number", required: true },
  ],
  results: [
    { score_range: [0, 40], title: "Résultat bas", description: "Vous êtes bas", recommendations: ["Conseil bas"], next_steps: ["Étape bas"] },
    { score_range: [41, 70], title: "Résultat moyen", description: "Vous êtes moyen", recommendations: ["Conseil moyen"], next_steps: ["Étape moyen"] },
    { score_range: [71, 100], title: "Résultat haut", description: "Vous êtes haut", recommendations: ["Conseil haut"], next_steps: ["Étape haut"] },
  ],
  dimensions: [],
  figures: [],
  verdicts: [],
  reviewed_at: null,
  sources: [],
} as unknown as Tool;

function page(overrides: Partial<Tool> = {}, lang: "fr" | "en" = "fr"): ToolPage {
  return { kind: "tool", head: { path: `/${lang}/tool/outil-test` }, tool: { ...tool, ...overrides } } as unknown as ToolPage;
}

const status = () => screen.getByRole("status");
const next = (name = "Suivant") => screen.getByRole("button", { name });
const previous = () => screen.getByRole("button", { name: "Précédent" });

async function answerAll(user: ReturnType<typeof userEvent.setup>, last = "Voir mon résultat") {
  await user.click(screen.getByRole("radio", { name: "Fort" }));
  await user.click(next());
  await user.click(next());
  await user.click(screen.getByRole("radio", { name: "Parfois" }));
  await user.click(next(last));
}

// Whole runs of clicks: slow on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });
// A result writes its answers into the address's fragment: each test starts without one.
// An address given is remembered for the tab (email-given.ts): each test starts without one.
afterEach(() => {
  window.history.replaceState(null, "", "/");
  window.sessionStorage.clear();
});

describe("the tool flow on the page", () => {
  it("asks one question at a time, with its progress, Previous disabled on the first and Next until answered", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<ToolScreen page={page()} />, "/fr/tool/outil-test");
    expect(status()).toHaveTextContent("Question 1 sur 3");
    const group = screen.getByRole("group", { name: "Première question ?" });
    expect(within(group).getAllByRole("radio")).toHaveLength(3);
    expect(previous()).toBeDisabled();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: "Moyen" }));
    expect(next()).toBeEnabled();
    await user.click(next());
    expect(status()).toHaveTextContent("Question 2 sur 3");
    expect(screen.getByRole("heading", { level: 2, name: "Coût horaire ?" })).toHaveFocus();
    await user.click(previous());
    expect(screen.getByRole("radio", { name: "Moyen" })).toBeChecked();
    expect(screen.getByRole("heading", { level: 2, name: "Première question ?" })).toHaveFocus();
  });

  it("starts a range question at its minimum, with its bounds and unit, and accepts a typed value", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<ToolScreen page={page()} />, "/fr/tool/outil-test");
    await user.click(screen.getByRole("radio", { name: "Fort" }));
    await user.click(next());
    const slider = screen.getByRole("slider", { name: "Coût horaire ?" });
    expect(slider).toHaveValue("20");
    expect(slider).toHaveAttribute("aria-valuetext", "20\u00a0€ par heure");
    expect(screen.getByText("Minimum : 20 € par heure")).toBeInTheDocument();
    expect(screen.getByText("Maximum : 500 € par heure")).toBeInTheDocument();
    expect(next()).toBeEnabled();
    const exact = screen.getByRole("spinbutton", { name: "Valeur exacte" });
    await user.clear(exact);
    await user.type(exact, "263");
    await user.tab();
    expect(exact).toHaveValue(265);
    expect(slider).toHaveAttribute("aria-valuetext", "265\u00a0€ par heure");
    await user.clear(exact);
    await user.type(exact, "9000{Enter}");
    expect(status()).toHaveTextContent("Question 3 sur 3");
    await user.click(previous());
    expect(screen.getByRole("slider", { name: "Coût horaire ?" })).toHaveValue("500");
  });

  it("shows the result after the last question: score, band, recommendations, next steps, audit link; restart", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<ToolScreen page={page()} />, "/fr/tool/outil-test");
    await answerAll(user);
    // 3 × 100 / 9 = 33.33 + 0 (range at its minimum) + 2 × 100 / 9 = 22.22 → 55.56 → 56
    expect(status()).toHaveTextContent("Votre résultat : 56 sur 100");
    expect(screen.getByRole("heading", { level: 2, name: "Résultat moyen" })).toHaveFocus();
    expect(screen.getByText("Vous êtes moyen")).toBeInTheDocument();
    expect(screen.getByText("Conseil moyen")).toBeInTheDocument();
    expect(screen.getByText("Étape moyen")).toBeInTheDocument();
    const audit = screen.getByRole("link", { name: /Faire l’audit gratuit/ });
    const url = new URL(audit.getAttribute("href")!);
    expect(url.searchParams.get("utm_content")).toBe("tool-result");
    expect(url.searchParams.get("referrer")).toBe("/fr/tool/outil-test");
    // The answers in question order, in the fragment: the link reopens this result.
    expect(window.location.hash).toBe("#r=2_20_1");
    expect(screen.getByRole("button", { name: "Copier le lien de ce résultat" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Télécharger / imprimer" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Recommencer" }));
    expect(status()).toHaveTextContent("Question 1 sur 3");
    expect(screen.getByRole("radio", { name: "Fort" })).not.toBeChecked();
    expect(window.location.hash).toBe("");
  });

  it("opens on the result when the address carries complete answers, and on the first question otherwise", () => {
    window.history.replaceState(null, "", "/fr/tool/outil-test#r=2_20_1");
    const { unmount } = renderScreen(<ToolScreen page={page()} />, "/fr/tool/outil-test");
    expect(status()).toHaveTextContent("Votre résultat : 56 sur 100");
    unmount();
    window.history.replaceState(null, "", "/fr/tool/outil-test#r=2_21_1");
    renderScreen(<ToolScreen page={page()} />, "/fr/tool/outil-test");
    expect(status()).toHaveTextContent("Question 1 sur 3");
  });

  it("ends with the sources of the law it states, dated, in the page's language; none when it lists none", () => {
    const sources = [
      {
        title: "Article L441-10 - Code de commerce",
        publisher: "Légifrance",
        url: "https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038414392",
        consulted_at: "2026-11-29", lang: "fr" as const,
      },
    ];
    renderScreen(<ToolScreen page={page({ reviewed_at: "2026-11-29", sources })} />, "/fr/tool/outil-test");
    const section = screen.getByRole("region", { name: "Sources de cette page" });
    expect(within(section).getByRole("link", { name: /Article L441-10 - Code de commerce/ })).toHaveAttribute("href", sources[0]!.url);
    expect(section).toHaveTextContent("Vérifié le 29 novembre 2026");
    cleanup();
    renderScreen(<ToolScreen page={page({ reviewed_at: "2026-11-29", sources }, "en")} />, "/en/tool/outil-test");
    expect(screen.getByRole("region", { name: "Sources for this page" })).toHaveTextContent("Reviewed on 29 November 2026");
    cleanup();
    renderScreen(<ToolScreen page={page()} />, "/fr/tool/outil-test");
    expect(screen.queryByRole("region", { name: "Sources de cette page" })).toBeNull();
  });

  it("speaks English on the English page", async () => {
    renderScreen(<ToolScreen page={page({}, "en")} />, "/en/tool/outil-test");
    expect(status()).toHaveTextContent("Question 1 of 3");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
  });
});

describe("the e-mail step of a tool that captures leads", () => {
  function answerWith(...responses: (Response | Error)[]) {
    // The audience's counts (a link opened counts as a run started) are answered apart.
    const fetcher = vi.fn<typeof fetch>(async (url) => {
      if (String(url).endsWith("/api/events")) return new Response(null, { status: 204 });
      const next = responses.shift()!;
      if (next instanceof Error) throw next;
      return next;
    });
    vi.stubGlobal("fetch", fetcher);
    return fetcher;
  }
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

  it("comes after the last question and shows the results once the lead is stored", async () => {
    const fetcher = answerWith(json(201, { id: "l1", created: true }));
    const user = userEvent.setup({ delay: null });
    renderScreen(<ToolScreen page={page({ lead_capture: true })} />, "/fr/tool/outil-test");
    await answerAll(user, "Continuer");
    expect(status()).toHaveTextContent("Dernière étape : votre adresse e-mail");
    expect(screen.getByRole("heading", { level: 2, name: "Dernière étape avant votre résultat" })).toHaveFocus();
    expect(screen.queryByText("Résultat moyen")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Votre adresse e-mail professionnelle"), "claire@entreprise.example");
    await user.click(screen.getByRole("button", { name: "Voir mon résultat" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Résultat moyen" })).toHaveFocus();
    const body = JSON.parse(String(fetcher.mock.calls[0]![1]?.body));
    expect(body).toEqual({
      form_kind: "tool",
      page_path: "/fr/tool/outil-test",
      lang: "fr",
      category_slug: "management-pilotage",
      tool_slug: "outil-test",
      tool_answers: { q1: 3, q2: 20, q3: 2 },
      tool_score: 56,
      email: "claire@entreprise.example",
    });
    // Starting again does not ask for the address a second time.
    await user.click(screen.getByRole("button", { name: "Recommencer" }));
    await answerAll(user);
    expect(screen.getByRole("heading", { level: 2, name: "Résultat moyen" })).toBeInTheDocument();
  });

  it("shows the server's refusal of the address under the field, and no result", async () => {
    answerWith(json(422, { errors: [{ field: "email", code: "email_invalid" }] }));
    const user = userEvent.setup({ delay: null });
    renderScreen(<ToolScreen page={page({ lead_capture: true })} />, "/fr/tool/outil-test");
    await answerAll(user, "Continuer");
    const field = screen.getByLabelText("Votre adresse e-mail professionnelle");
    await user.type(field, "claire@entreprise");
    await user.click(screen.getByRole("button", { name: "Voir mon résultat" }));
    expect(await screen.findByText(/Cette adresse e-mail n’est pas valide/)).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("Résultat moyen")).not.toBeInTheDocument();
  });

  it("keeps the address after a network error or a server error and lets the visitor retry", async () => {
    answerWith(new TypeError("offline"), json(503, {}), json(201, { id: "l2", created: true }));
    const user = userEvent.setup({ delay: null });
    renderScreen(<ToolScreen page={page({ lead_capture: true })} />, "/fr/tool/outil-test");
    await answerAll(user, "Continuer");
    const field = screen.getByLabelText("Votre adresse e-mail professionnelle");
    await user.type(field, "claire@entreprise.example");
    await user.click(screen.getByRole("button", { name: "Voir mon résultat" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("L’envoi n’a pas abouti");
    expect(field).toHaveValue("claire@entreprise.example");
    await user.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("L’envoi n’a pas abouti");
    expect(screen.queryByText("Résultat moyen")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Résultat moyen" })).toBeInTheDocument();
  });

  it("opens a result link on the e-mail step, the link kept, and shows its result once the lead is stored (decision 018)", async () => {
    const fetcher = answerWith(json(201, { id: "l3", created: true }));
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, "", "/fr/tool/outil-test#r=2_20_1");
    renderScreen(<ToolScreen page={page({ lead_capture: true })} />, "/fr/tool/outil-test");
    expect(status()).toHaveTextContent("Dernière étape : votre adresse e-mail");
    expect(screen.queryByText("Résultat moyen")).not.toBeInTheDocument();
    expect(window.location.hash).toBe("#r=2_20_1");
    await user.type(screen.getByLabelText("Votre adresse e-mail professionnelle"), "claire@entreprise.example");
    await user.click(screen.getByRole("button", { name: "Voir mon résultat" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Résultat moyen" })).toBeInTheDocument();
    const lead = fetcher.mock.calls.find(([url]) => String(url).endsWith("/api/leads"))!;
    expect(JSON.parse(String(lead[1]?.body))).toMatchObject({ tool_answers: { q1: 3, q2: 20, q3: 2 }, tool_score: 56 });
    expect(window.location.hash).toBe("#r=2_20_1");
    // Reloaded, or its link reopened, in the same tab: the result without the e-mail step again.
    cleanup();
    window.history.replaceState(null, "", "/fr/tool/outil-test#r=2_20_1");
    renderScreen(<ToolScreen page={page({ lead_capture: true })} />, "/fr/tool/outil-test");
    expect(status()).toHaveTextContent("Votre résultat : 56 sur 100");
    // Another assessment still asks.
    cleanup();
    window.history.replaceState(null, "", "/fr/tool/autre-outil#r=2_20_1");
    renderScreen(<ToolScreen page={page({ lead_capture: true, slug: "autre-outil" })} />, "/fr/tool/autre-outil");
    expect(status()).toHaveTextContent("Dernière étape : votre adresse e-mail");
  });

  it("goes back from the e-mail step to the last question", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<ToolScreen page={page({ lead_capture: true })} />, "/fr/tool/outil-test");
    await answerAll(user, "Continuer");
    await user.click(previous());
    expect(status()).toHaveTextContent("Question 3 sur 3");
    expect(screen.getByRole("radio", { name: "Parfois" })).toBeChecked();
  });
});
