// The verdict a consultant would give, per calculator, for a small, a typical and a huge case (and
// a telling one in between), with the figures that decide it worked out by hand in the comments.
// The formulas and verdicts come from the build's page data (`bibliotheque build --data-only`).
import { describe, expect, it } from "vitest";
import { toolOf } from "~/test/generated-data";
import { figuresOf, verdictOf } from "./calculation";

/** Answers by question id: range values as they are, select options by 1-based position as a reader counts them. */
function play(slug: string, given: Record<string, number>) {
  const tool = toolOf(slug);
  expect(Object.keys(given).sort()).toEqual(tool.questions.map((q) => q.id).sort());
  const answers = Object.fromEntries(tool.questions.map((q) => [q.id, q.type === "select" ? given[q.id]! - 1 : given[q.id]!]));
  const figures = figuresOf(tool, answers);
  return { figures, verdict: verdictOf(tool.verdicts, figures).id };
}

describe("the verdict a consultant would give", () => {
  const roi = "calculateur-roi-automatisation";
  it.each([
    // 25 €/h × 2 h × 1 person × 47 = 2 350 €/year; gain 2 350 × (0.4 + 0.05 × 0.4) = 987 €; 10 000 € ÷ (987 ÷ 12) = 121.6 months.
    [
      "small: 2 h a week, 10 000 € of budget",
      {
        "taux-horaire-moyen": 25,
        "heures-processus": 2,
        "personnes-impliquees": 1,
        "taux-erreur": 5,
        "budget-automatisation": 10000,
      },
      2350,
      121.6,
      "budget-disproportionne",
    ],
    // 35 × 6 × 3 × 47 = 29 610 €; gain 29 610 × 0.44 = 13 028.4 €; 8 000 ÷ 1 085.7 = 7.4 months, but under 30 000 €/year.
    [
      "typical: 3 people, 6 h a week",
      {
        "taux-horaire-moyen": 35,
        "heures-processus": 6,
        "personnes-impliquees": 3,
        "taux-erreur": 10,
        "budget-automatisation": 8000,
      },
      29610,
      7.4,
      "rentable-a-cadrer",
    ],
    // The case: 100 × 20 × 10 × 47 = 940 000 €/year, paid back in 1.5 months: never « modest ».
    [
      "huge: 10 people, 20 h a week at 100 €/h",
      {
        "taux-horaire-moyen": 100,
        "heures-processus": 20,
        "personnes-impliquees": 10,
        "taux-erreur": 10,
        "budget-automatisation": 50000,
      },
      940000,
      1.5,
      "enjeu-majeur",
    ],
    // 60 × 10 × 4 × 47 = 112 800 €/year, but a 50 000 € budget takes 50 000 ÷ (112 800 × 0.4 ÷ 12) = 13.3 months.
    [
      "large cost, large budget",
      {
        "taux-horaire-moyen": 60,
        "heures-processus": 10,
        "personnes-impliquees": 4,
        "taux-erreur": 0,
        "budget-automatisation": 50000,
      },
      112800,
      13.3,
      "rentable-a-cadrer",
    ],
  ])("automation ROI, %s", (_, given, cost, months, verdict) => {
    const result = play(roi, given);
    expect(result.figures["cout-annuel"]).toBe(cost);
    expect(result.figures["retour-mois"]).toBeCloseTo(months, 1);
    expect(result.verdict).toBe(verdict);
  });

  const time = "calculateur-temps-perdu-management";
  it.each([
    // Meetings 2 h under the 1 + 0.5 × 3 = 2.5 h of useful ones; 3 × 5 × 0.1 = 1.5 h of interruptions a week;
    // 1.5 × 47 = 70.5, shown and used as 71 h a year: 71 × 60 = 4 260 €.
    [
      "small: 3 people, 2 h of meetings, 3 interruptions",
      {
        "taille-equipe": 3,
        "heures-reunion": 2,
        "interruptions-jour": 3,
        "cout-horaire": 60,
      },
      1.5,
      4260,
      "temps-maitrise",
    ],
    // (6 − 4) + 10 × 0.5 = 7 h a week, 329 h a year, 19 740 €.
    [
      "typical: 6 people, 6 h of meetings, 10 interruptions",
      {
        "taille-equipe": 6,
        "heures-reunion": 6,
        "interruptions-jour": 10,
        "cout-horaire": 60,
      },
      7,
      19740,
      "heures-qui-s-echappent",
    ],
    // The case: (20 − 5) + 30 × 0.5 = 30 h a week: never « maîtrisé ».
    [
      "huge: 20 h of meetings, 30 interruptions a day",
      {
        "taille-equipe": 8,
        "heures-reunion": 20,
        "interruptions-jour": 30,
        "cout-horaire": 100,
      },
      30,
      141000,
      "perte-critique",
    ],
  ])("management time, %s", (_, given, weekly, cost, verdict) => {
    const result = play(time, given);
    expect(result.figures["heures-perdues-semaine"]).toBeCloseTo(weekly, 9);
    expect(result.figures["cout-annuel"]).toBeCloseTo(cost, 6);
    expect(result.verdict).toBe(verdict);
  });

  const clients = "analyseur-rentabilite-clients";
  it.each([
    // Margin known for 20 % of customers, nothing tracked: (20 + 0) ÷ 2 = 10; but three customers make
    // over 60 % and pay in over 60 days: the exposure comes first, whatever the steering.
    [
      "small: margins unknown",
      {
        "chiffre-affaires": 200000,
        "marge-connue": 20,
        "temps-par-client": 1,
        "concentration-clients": 1,
        "politique-remises": 1,
        "delai-paiement": 1,
      },
      10,
      140000,
      "portefeuille-expose",
    ],
    // (50 + (1 + 2) ÷ 6 × 100) ÷ 2 = 50; 1 200 000 × 1.2 (VAT) × 37.5 ÷ 365 = 147 945 € advanced.
    [
      "typical: half the margins known",
      {
        "chiffre-affaires": 1200000,
        "marge-connue": 50,
        "temps-par-client": 2,
        "concentration-clients": 3,
        "politique-remises": 3,
        "delai-paiement": 3,
      },
      50,
      360000,
      "vision-partielle",
    ],
    // Steered to 100, but 70 % of 5 M€ on three customers who pay in 75 days.
    [
      "huge: well steered, but three customers and late payers",
      {
        "chiffre-affaires": 5000000,
        "marge-connue": 100,
        "temps-par-client": 4,
        "concentration-clients": 1,
        "politique-remises": 4,
        "delai-paiement": 1,
      },
      100,
      3500000,
      "portefeuille-expose",
    ],
    [
      "sound: steered, spread, paid on time",
      {
        "chiffre-affaires": 2000000,
        "marge-connue": 90,
        "temps-par-client": 4,
        "concentration-clients": 4,
        "politique-remises": 4,
        "delai-paiement": 4,
      },
      95,
      300000,
      "portefeuille-pilote",
    ],
  ])("customer profitability, %s", (_, given, steering, topThree, verdict) => {
    const result = play(clients, given);
    expect(result.figures["pilotage"]).toBeCloseTo(steering, 9);
    expect(result.figures["ca-trois-premiers"]).toBeCloseTo(topThree, 6);
    expect(result.verdict).toBe(verdict);
  });

  const delegation = "generateur-plan-delegation";
  it.each([
    // Nobody, nothing written, full checks, takes it back: readiness 0; 60 h × 70 % = 42 h delegable.
    [
      "small readiness, many hours",
      {
        "heures-semaine": 60,
        "part-taches-delegables": 1,
        "relais-disponible": 1,
        "taches-decrites": 1,
        "controle-delegation": 1,
        "erreurs-acceptees": 1,
      },
      42,
      0,
      "plan-demarrage",
    ],
    // (1 + 2 + 2 + 1) ÷ 12 = 50 %; 50 h × 30 % = 15 h.
    [
      "typical",
      {
        "heures-semaine": 50,
        "part-taches-delegables": 3,
        "relais-disponible": 2,
        "taches-decrites": 3,
        "controle-delegation": 3,
        "erreurs-acceptees": 2,
      },
      15,
      50,
      "plan-extension",
    ],
    // (3 + 3 + 3 + 2) ÷ 12 × 100 = 91.7, shown and compared as 92 %.
    [
      "ready: autonomous deputies",
      {
        "heures-semaine": 45,
        "part-taches-delegables": 4,
        "relais-disponible": 4,
        "taches-decrites": 4,
        "controle-delegation": 4,
        "erreurs-acceptees": 3,
      },
      4.5,
      92,
      "plan-consolidation",
    ],
  ])("delegation plan, %s", (_, given, hours, readiness, verdict) => {
    const result = play(delegation, given);
    expect(result.figures["heures-delegables"]).toBeCloseTo(hours, 9);
    expect(result.figures["preparation"]).toBeCloseTo(readiness, 9);
    expect(result.verdict).toBe(verdict);
  });
});
