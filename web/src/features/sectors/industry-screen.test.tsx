import { getDefaultNormalizer, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { IndustryPage } from "~/generated/types";
import { readGenerated } from "~/test/generated-data";
import { renderScreen } from "~/test/render-screen";
import { IndustryScreen } from "./industry-screen";

// Spaces kept as they are: the test is about which space separates the thousands.
const exactly = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const page = (lang: "fr" | "en") => readGenerated<IndustryPage>("pages", lang, "industry", "btp-construction.json");

describe("a sector page", () => {
  it("writes the number of companies helped the French way: « 1 200 », a narrow no-break space", () => {
    renderScreen(<IndustryScreen page={page("fr")} />, "/fr/industry/btp-construction");
    expect(screen.getByText("10 ans d’expérience et plus de 1\u202f200 entreprises accompagnées.", exactly)).toBeInTheDocument();
  });

  it("writes it the English way: « 1,200 »", () => {
    renderScreen(<IndustryScreen page={page("en")} />, "/en/industry/btp-construction");
    expect(screen.getByText("10 years of experience and over 1,200 companies supported.", exactly)).toBeInTheDocument();
  });
});
