"""Calculators and assessments: formulas, figures, verdicts."""
