import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { NotFound, type NotFoundKind } from "./not-found";

function renderAt(path: string, kind: NotFoundKind) {
  const Stub = createRoutesStub([{ path: "/:lang/*", Component: () => <NotFound kind={kind} /> }]);
  render(<Stub initialEntries={[path]} />);
}

describe("NotFound", () => {
  it.each([
    ["category", "Catégorie non trouvée"],
    ["article", "Article non trouvé"],
    ["ai_article", "Article IA non trouvé"],
    ["cluster", "Parcours non trouvé"],
    ["industry", "Secteur non trouvé"],
    ["tool", "Outil non trouvé"],
  ] as const)("says the spec's text for a %s and links home", (kind, text) => {
    renderAt("/fr/x/y", kind);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(text);
    expect(screen.getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/fr");
  });

  it("sends an unknown guide back to the industries, in the page's language", () => {
    renderAt("/en/industry/x/y", "guide");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page not found");
    expect(screen.getByRole("link", { name: "Back to industries" })).toHaveAttribute("href", "/en/industries");
  });
});
