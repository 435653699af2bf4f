import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Prose } from "./prose";

describe("Prose", () => {
  it("makes a paragraph of each line, as a folded YAML text's blank line gives one line break", () => {
    // What `problem: >-` gives for two paragraphs written apart with a blank line.
    render(<Prose text={"La réception est signée.\nLe chantier a tout juste couvert ses coûts."} />);
    const paragraphs = screen.getAllByText(/./, { selector: "p" });
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      "La réception est signée.",
      "Le chantier a tout juste couvert ses coûts.",
    ]);
  });

  it("splits a literal text's blank lines too, and keeps no empty paragraph", () => {
    render(<Prose text={"Un.\n\nDeux.\n"} />);
    expect(screen.getAllByText(/./, { selector: "p" }).map((p) => p.textContent)).toEqual(["Un.", "Deux."]);
  });
});
