import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { conversionReducer, useConversion, type ConversionState } from "~/shared/conversion-context";
import { ConversionLayer } from "./conversion-layer";
import { conversionShell, renderWithConversion, settle } from "~/test/render-with-conversion";
import { installDialogs } from "~/test/dialogs";

const article = { title: "Un article", category: "management-pilotage", problem: "Le problème" };
const initial: ConversionState = { status: "trial", communityModal: false, videoBanner: false, articleContext: null, conversions: 0 };

beforeAll(installDialogs);
afterEach(() => vi.useRealTimers());

describe("conversion state", () => {
  it("stores the article context when the community modal opens, and closes each part", () => {
    let state = conversionReducer(initial, { type: "open-community", context: article });
    expect(state).toMatchObject({ communityModal: true, articleContext: article });
    state = conversionReducer(state, { type: "converted", context: article });
    expect(state.videoBanner).toBe(true);
    expect(conversionReducer(state, { type: "close-community" })).toMatchObject({ communityModal: false, videoBanner: true });
    expect(conversionReducer(state, { type: "close-video" })).toMatchObject({ communityModal: true, videoBanner: false });
  });

  it("throws a clear error outside its provider", () => {
    function Orphan() {
      useConversion();
      return null;
    }
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow("useConversion must be used inside <ConversionProvider>");
  });
});

function Controls() {
  const conversion = useConversion();
  return (
    <>
      <button type="button" onClick={() => conversion.openCommunityModal(article)}>
        communauté
      </button>
      <button type="button" onClick={() => conversion.converted(null)}>
        conversion sans article
      </button>
      <button type="button" onClick={() => conversion.converted({ ...article, category: "rh-culture" })}>
        conversion
      </button>
      <ConversionLayer />
    </>
  );
}

describe("community modal and video banner", () => {
  it.each([
    ["trial", "Membre Premium en Essai"],
    ["client", "Client VIP"],
    ["default", "Membre Communauté"],
  ] as const)("words the community modal for the %s status", async (status, role) => {
    renderWithConversion(<Controls />, { status });
    const opener = screen.getByRole("button", { name: "communauté" });
    await userEvent.setup().click(opener);
    await settle();
    const dialog = await screen.findByRole("dialog", { name: `Communauté ${role}` });
    // A visitor without a known status is told none.
    if (status === "default") expect(dialog).not.toHaveTextContent("Votre statut");
    else expect(dialog).toHaveTextContent(`Votre statut : ${role}`);
    await userEvent.setup().keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("shows the video banner only with an article context, chosen by category with the default as fallback", async () => {
    renderWithConversion(<Controls />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "conversion sans article" }));
    await settle();
    expect(screen.queryByRole("complementary", { name: /Vidéo/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "conversion" }));
    await settle();
    // rh-culture has no banner of its own: the default one.
    expect(await screen.findByRole("complementary", { name: "Vidéo générale" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Fermer la vidéo de démonstration" }));
    expect(screen.queryByRole("complementary", { name: "Vidéo générale" })).not.toBeInTheDocument();
  });

  it("shows the category's own video when it has one", async () => {
    function Convert() {
      const { converted } = useConversion();
      return (
        <>
          <button type="button" onClick={() => converted(article)}>
            go
          </button>
          <ConversionLayer />
        </>
      );
    }
    renderWithConversion(<Convert />, { shell: conversionShell({ trial_banner_delay_ms: 10 ** 9 }) });
    await userEvent.setup().click(screen.getByRole("button", { name: "go" }));
    await settle();
    expect(await screen.findByRole("complementary", { name: "Vidéo pilotage" })).toHaveTextContent("Durée : 4:32");
  });
});
