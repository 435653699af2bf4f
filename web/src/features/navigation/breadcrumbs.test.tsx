import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Crumb } from "~/generated/types";
import { Breadcrumbs } from "./breadcrumbs";

function renderTrail(path: string, trail: Crumb[]) {
  const Stub = createRoutesStub([{ path: "/:lang/*", Component: () => <Breadcrumbs trail={trail} /> }]);
  render(<Stub initialEntries={[path]} />);
}

describe("Breadcrumbs", () => {
  it("links every step but the last, which is the current page", () => {
    renderTrail("/fr/industry/hotellerie", [
      { name: "Accueil", path: "/fr" },
      { name: "Secteurs", path: "/fr/industries" },
      { name: "Hôtellerie", path: "/fr/industry/hotellerie" },
    ]);
    const nav = screen.getByRole("navigation", { name: "Fil d’Ariane" });
    const items = within(nav).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["Accueil", "Secteurs", "Hôtellerie"]);
    expect(within(nav).getByRole("link", { name: "Secteurs" })).toHaveAttribute("href", "/fr/industries");
    expect(within(nav).queryByRole("link", { name: "Hôtellerie" })).not.toBeInTheDocument();
    expect(within(nav).getByText("Hôtellerie")).toHaveAttribute("aria-current", "page");
  });

  it("keeps a catalogue anchor and is labelled in the page's language", () => {
    renderTrail("/en/article/x", [
      { name: "Home", path: "/en" },
      { name: "Small-business solutions", path: "/en/content-sections#liberte-dirigeant" },
      { name: "X", path: "/en/article/x" },
    ]);
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(nav).getByRole("link", { name: "Small-business solutions" })).toHaveAttribute(
      "href",
      "/en/content-sections#liberte-dirigeant",
    );
  });

  it("shows nothing on the home page", () => {
    renderTrail("/fr", [{ name: "Accueil", path: "/fr" }]);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });
});
