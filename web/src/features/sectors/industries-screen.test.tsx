import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { IndustriesPage } from "~/generated/types";
import { renderScreen } from "~/test/render-screen";
import { IndustriesScreen } from "./industries-screen";

const sector = (slug: string, name: string) => ({ slug, name, description: `${name} description`, icon: "building" });

const page = {
  kind: "industries",
  head: { title: "Secteurs", heading: "Secteurs d’activité", description: "Tous les secteurs", path: "/fr/industries", alternates: [] },
  sectors: [sector("petits", "Petits commerces"), sector("grands", "Grands comptes")],
  bands: { petits: [{ min: 0, max: 100_000 }], grands: [{ min: 10_000_000, max: null }] },
  revenue_filters: [
    { id: "0-100k", min: 0, max: 100_000, sectors: ["petits"] },
    { id: "10m-plus", min: 10_000_000, max: null, sectors: ["grands"] },
  ],
} as unknown as IndustriesPage;

const sectorLinks = () => screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);

describe("the sector list", () => {
  it("shows every sector, with its target revenue, when no band is chosen", () => {
    renderScreen(<IndustriesScreen page={page} />, "/fr/industries");
    expect(sectorLinks()).toEqual(["Petits commerces", "Grands comptes"]);
    expect(screen.getByText("2 secteurs", { selector: "[aria-live]" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Tous" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByText(/Chiffre d’affaires ciblé.*0\s€\s–\s100\sk€/u)).toBeInTheDocument();
  });

  it("keeps the sectors of the band named in the URL, which a click changes", async () => {
    const user = userEvent.setup();
    renderScreen(<IndustriesScreen page={page} />, "/fr/industries?ca=10m-plus");
    expect(sectorLinks()).toEqual(["Grands comptes"]);
    expect(screen.getByText("1 secteur", { selector: "[aria-live]" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^plus de 10\sM€$/u })).toHaveAttribute("aria-current", "true");
    await user.click(screen.getByRole("link", { name: /0\s€\s–\s100\sk€/u }));
    expect(sectorLinks()).toEqual(["Petits commerces"]);
    await user.click(screen.getByRole("link", { name: "Tous" }));
    expect(sectorLinks()).toEqual(["Petits commerces", "Grands comptes"]);
  });

  it("ignores an unknown band", () => {
    renderScreen(<IndustriesScreen page={page} />, "/en/industries?ca=nope");
    expect(sectorLinks()).toEqual(["Petits commerces", "Grands comptes"]);
    expect(screen.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "true");
  });
});
