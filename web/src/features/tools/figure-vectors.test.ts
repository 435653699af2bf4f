// The browser's figures read as the server's (figure-vectors.json, shared with
// tests/tools/test_figure_vectors.py; texts written by Node's Intl.NumberFormat in fr-FR and en-GB,
// but for a payback under a month or over ten years, which read in words).
import { describe, expect, it } from "vitest";
import type { Figure } from "~/generated/types";
import type { Lang } from "~/shared/href";
import { formatFigure } from "./figure-format";
import vectors from "./figure-vectors.json";

interface Vector {
  lang: Lang;
  unit: Figure["unit"];
  digits: number;
  value: number;
  text: string;
}

describe("formatFigure", () => {
  it.each(vectors as Vector[])("$lang $unit ($digits digits) $value → $text", ({ lang, unit, digits, value, text }) => {
    expect(formatFigure(lang, { unit, digits }, value)).toBe(text);
  });
});
