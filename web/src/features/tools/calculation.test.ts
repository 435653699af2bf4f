// The calculators' figures and verdicts. First the Python evaluator's vectors (.generated/tool-vectors.json,
// written by `bibliotheque build --data-only`): the same answers give the same figures, to the bit,
// and the same verdict. Then, per calculator, the verdict a consultant would give for a small, a
// typical and a huge case: verdicts.test.ts.
import { describe, expect, it } from "vitest";
import { readGenerated, toolOf } from "~/test/generated-data";
import { answersFragment, answersFromFragment, answersFromQuery } from "./answer-link";
import { answerValues, dimensionScores, figuresOf, verdictOf } from "./calculation";
import { formatFigure, formulaWithNumbers } from "./figure-format";
import { evaluate, parseCondition, parseExpression } from "./formula";
import type { Answers } from "./score";

interface Vectors {
  grammar: {
    formula: string;
    values: Record<string, number>;
    result: number;
  }[];
  tools: Record<
    string,
    {
      figures: { id: string; formula: string }[];
      verdicts: { id: string; when: string | null }[];
      cases: {
        answers: Answers;
        figures: Record<string, number>;
        verdict: string;
      }[];
    }
  >;
}

const vectors = readGenerated<Vectors>("tool-vectors.json");
const CALCULATORS = ["calculateur-roi-automatisation", "calculateur-temps-perdu-management", "analyseur-rentabilite-clients", "generateur-plan-delegation"];

describe("the formula grammar, against the Python evaluator", () => {
  it.each(vectors.grammar)("$formula", ({ formula, values, result }) => {
    expect(evaluate(parseExpression(formula), values)).toBe(result);
  });
  it("rejects what the grammar does not allow", () => {
    for (const bad of ["2 +", "(1", "a b", "max(1)", "1 ^ 2", "import(x)", "round(1, 2) + )"]) expect(() => parseExpression(bad), bad).toThrow();
    expect(() => parseCondition("a")).toThrow(/comparison/);
    expect(() => evaluate(parseExpression("1 / a"), { a: 0 })).toThrow(/division by zero/);
    expect(() => evaluate(parseExpression("a-b"), { a: 1, b: 1 })).toThrow(/unknown name a-b/);
  });
});

describe("every calculator, against the Python evaluator's vectors", () => {
  it("covers the four seeded calculators", () => {
    expect(Object.keys(vectors.tools).sort()).toEqual([...CALCULATORS].sort());
  });
  for (const [slug, data] of Object.entries(vectors.tools)) {
    it(`${slug}: ${data.cases.length} cases give the same figures and verdict`, () => {
      const tool = toolOf(slug);
      // The page carries the formulas the vectors were computed from.
      expect(tool.figures.map((f) => [f.id, f.formula])).toEqual(data.figures.map((f) => [f.id, f.formula]));
      expect(tool.verdicts.map((v) => [v.id, v.when])).toEqual(data.verdicts.map((v) => [v.id, v.when]));
      const verdicts = new Set<string>();
      for (const { answers, figures, verdict } of data.cases) {
        const ours = figuresOf(tool, answers);
        expect(ours, JSON.stringify(answers)).toEqual(figures);
        expect(verdictOf(tool.verdicts, ours).id, JSON.stringify(answers)).toBe(verdict);
        verdicts.add(verdict);
      }
      // The vectors reach every verdict, so each one's condition is exercised here.
      expect([...verdicts].sort()).toEqual(tool.verdicts.map((v) => v.id).sort());
    });
  }
});

describe("the figures as the result page writes them", () => {
  const tool = toolOf("calculateur-roi-automatisation");
  const answers = {
    "taux-horaire-moyen": 35,
    "heures-processus": 6,
    "personnes-impliquees": 3,
    "taux-erreur": 10,
    "budget-automatisation": 8000,
  };
  const values = {
    ...answerValues(tool, answers),
    ...figuresOf(tool, answers),
  };
  const figure = (id: string) => tool.figures.find((f) => f.id === id)!;
  const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

  it("formats euros, hours and months with Intl, in each language", () => {
    expect(nbsp(formatFigure("fr", figure("cout-annuel"), values["cout-annuel"]!))).toBe("29 610 €");
    expect(formatFigure("en", figure("cout-annuel"), values["cout-annuel"]!)).toBe("€29,610");
    expect(nbsp(formatFigure("fr", figure("retour-mois"), values["retour-mois"]!))).toBe("7,4 mois");
    expect(formatFigure("en", figure("retour-mois"), values["retour-mois"]!)).toBe("7.4 months");
    expect(nbsp(formatFigure("fr", figure("heures-annuelles"), 846))).toBe("846 heures");
    expect(formatFigure("en", { unit: "percent", digits: 0 }, 50)).toBe("50%");
  });
  it("writes each formula with the visitor's own numbers", () => {
    const written = (id: string, lang: "fr" | "en" = "fr") => nbsp(formulaWithNumbers(lang, figure(id).formula, tool.questions, tool.figures, values));
    expect(written("heures-annuelles")).toBe("6 × 3 × 47");
    expect(written("cout-annuel")).toBe("846 heures × 35 €");
    expect(written("gain-annuel")).toBe("29 610 € × (0,4 + 10 ÷ 100 × 0,4)");
    expect(written("retour-mois", "en")).toBe("€8,000 ÷ (€13,028 ÷ 12)");
  });
});

describe("an assessment's dimensions", () => {
  const tool = toolOf("indice-maturite-organisationnelle");
  it("scores each dimension on its own questions, by the spec's formula", () => {
    // Options 1, 2, 3, 4, 1 in question order; 4 options each.
    const answers = Object.fromEntries(tool.questions.map((q, i) => [q.id, [0, 1, 2, 3, 0][i]!]));
    const byId = Object.fromEntries(dimensionScores(tool.dimensions, tool.questions, answers).map((d) => [d.id, d.score]));
    // autonomie: questions 1 and 2 → (1/4 + 2/4) ÷ 2 = 37.5 → 38; processus: 3 and 5 → (3/4 + 1/4) ÷ 2 = 50; pilotage: 4 → 100.
    expect(byId).toEqual({ autonomie: 38, processus: 50, pilotage: 100 });
  });
  it("gives every question of both assessments a dimension", () => {
    for (const slug of ["indice-maturite-organisationnelle", "audit-maturite-digitale"]) {
      const assessment = toolOf(slug);
      expect(assessment.dimensions.length).toBeGreaterThanOrEqual(3);
      for (const q of assessment.questions) expect(assessment.dimensions.map((d) => d.id)).toContain(q.dimension);
    }
  });
});

describe("the result link", () => {
  const tool = toolOf("calculateur-roi-automatisation");
  it("carries the answers in the fragment and reads them back", () => {
    const answers = {
      "taux-horaire-moyen": 35,
      "heures-processus": 6,
      "personnes-impliquees": 3,
      "taux-erreur": 10,
      "budget-automatisation": 8000,
    };
    expect(answersFragment(tool.questions, answers)).toBe("#r=35_6_3_10_8000");
    expect(answersFromFragment(tool.questions, "#r=35_6_3_10_8000")).toEqual(answers);
  });
  it("reads the answers of the form sent without JavaScript, when they are all possible", () => {
    const query = "?taux-horaire-moyen=35&heures-processus=6&personnes-impliquees=3&taux-erreur=10&budget-automatisation=8000";
    expect(answersFromQuery(tool.questions, query)).toEqual(answersFromFragment(tool.questions, "#r=35_6_3_10_8000"));
    expect(answersFromQuery(tool.questions, "?utm_source=lettre")).toBeUndefined();
    expect(answersFromQuery(tool.questions, query.replace("=8000", "=8 000"))).toBeUndefined();
    expect(answersFromQuery(tool.questions, query.replace("=35", "=9999"))).toBeUndefined();
  });
  it("ignores a fragment that is not a complete set of possible answers", () => {
    for (const bad of ["", "#r=35_6_3_10", "#r=35_6_3_10_8000_1", "#r=35_6_3_10_8001", "#r=35_6_3_10_99999", "#r=x_6_3_10_8000", "#other"]) {
      expect(answersFromFragment(tool.questions, bad), bad).toBeUndefined();
    }
  });
});
