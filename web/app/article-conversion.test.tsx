import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ConversionLayer } from "~/features/conversion/conversion-layer";
import { conversionShell, passingTexts, renderWithConversion, settle } from "~/test/render-with-conversion";
import { installDialogs } from "~/test/dialogs";
import { ArticleCta } from "~/features/articles/article-cta";

const context = { title: "Titre", category: "management-pilotage", problem: "Problème" };

function Cta({ position = "middle" as "middle" | "end" }) {
  return (
    <>
      <ArticleCta position={position} article="x" category="management-pilotage" path="/fr/article/x" context={context} />
      <ConversionLayer />
    </>
  );
}

/** A fetch that answers when told, so the submitting state can be seen. */
function pendingFetch() {
  let answer: (response: Response) => void = () => {};
  const fetcher = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal("fetch", passingTexts(fetcher));
  return {
    fetcher,
    answer: async (status: number, body: unknown) => {
      await act(async () => answer(new Response(JSON.stringify(body), { status })));
      await settle();
    },
  };
}

const field = () => screen.getByLabelText("Votre adresse e-mail professionnelle");
const submit = () => screen.getByRole("button", { name: /Formulaire bouton|Envoi en cours|Réessayer/ });

let opened: ReturnType<typeof vi.fn>;
beforeAll(installDialogs);
beforeEach(() => {
  vi.useFakeTimers();
  opened = vi.fn();
  vi.stubGlobal("open", opened);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// The trial banner is kept far off: only the form is under test.
const render = (position?: "middle" | "end") =>
  renderWithConversion(<Cta position={position} />, { shell: conversionShell({ trial_banner_delay_ms: 10 ** 9 }) });

describe("in-content form", () => {
  it("tells, where the address is asked, what it is used for, with a link to the privacy policy", () => {
    render();
    expect(screen.getByText(/Votre adresse sert à vous répondre et à vous recontacter/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Politique de confidentialité" })).toHaveAttribute("href", "/fr/privacy");
  });

  it("keeps the button disabled while the address is empty", () => {
    render();
    expect(screen.getByRole("heading", { name: "Formulaire titre" })).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    fireEvent.change(field(), { target: { value: "claire@entreprise.example" } });
    expect(submit()).toBeEnabled();
  });

  it("goes idle → submitting → « Inscription Réussie », shows the audit link and opens it 1 s later", async () => {
    const { fetcher, answer } = pendingFetch();
    render();
    fireEvent.change(field(), { target: { value: "claire@entreprise.example" } });
    fireEvent.click(submit());
    await settle();
    expect(screen.getByRole("button", { name: "Envoi en cours…" })).toBeDisabled();
    expect(JSON.parse(String(fetcher.mock.calls[0]![1]?.body))).toMatchObject({
      email: "claire@entreprise.example",
      form_kind: "inline-middle",
      page_path: "/fr/article/x",
      article_slug: "x",
      category_slug: "management-pilotage",
      lang: "fr",
    });
    await answer(201, { id: "l1", created: true });
    expect(screen.getByRole("heading", { name: "Inscription Réussie" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveFocus();
    const audit = screen.getByRole("link", { name: /Ouvrir la page de l’audit gratuit/ });
    expect(audit.getAttribute("href")).toMatch(/^https:\/\/app\.example\/onboarding\/audit\?.*utm_content=article-middle/);
    act(() => vi.advanceTimersByTime(999));
    expect(opened).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(opened).toHaveBeenCalledExactlyOnceWith(audit.getAttribute("href"), "_blank", "noopener");
    // The conversion callback fired: the category's demo video is offered.
    expect(screen.getByRole("complementary", { name: "Vidéo pilotage" })).toHaveTextContent(/12\sk vues · noté 4,9\/5/u);
  });

  it("opens the community invitation from the success message", async () => {
    const { answer } = pendingFetch();
    render("end");
    fireEvent.change(field(), { target: { value: "claire@entreprise.example" } });
    fireEvent.click(submit());
    await settle();
    await answer(201, { id: "l1", created: true });
    fireEvent.click(screen.getByRole("button", { name: "Découvrir la communauté des dirigeants" }));
    await settle();
    expect(screen.getByRole("dialog", { name: "Communauté Membre Premium en Essai" })).toBeInTheDocument();
  });

  it("keeps the address on a server error, opens nothing, and lets the visitor try again", async () => {
    const { fetcher, answer } = pendingFetch();
    render();
    fireEvent.change(field(), { target: { value: "claire@entreprise.example" } });
    fireEvent.click(submit());
    await settle();
    await answer(503, { code: "unavailable" });
    expect(screen.getByRole("alert")).toHaveTextContent("L’envoi n’a pas abouti");
    expect(field()).toHaveValue("claire@entreprise.example");
    act(() => vi.advanceTimersByTime(5000));
    expect(opened).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    await settle();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal of the address under the field", async () => {
    const { answer } = pendingFetch();
    render();
    fireEvent.change(field(), { target: { value: "a@b" } });
    fireEvent.click(submit());
    await settle();
    await answer(422, { code: "invalid_lead", errors: [{ field: "email", code: "email_invalid", message: "x" }] });
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(field()).toHaveAccessibleDescription(/n’est pas valide/);
  });
});
