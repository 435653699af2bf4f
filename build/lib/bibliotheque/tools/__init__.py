"""Calculators and assessments: figures and verdicts (`calculation`), scores (`score`), their wording
(`figure_format`). The formula grammar they evaluate is `bibliotheque.formulas`."""
