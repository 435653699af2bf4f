"""Resources, interactive tools and their assessments (questions, results)."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping
from typing import Literal

from pydantic import Field, field_validator, model_validator

from bibliotheque.content.models.common import LText, Model, OptionallySourced, Slug, TopicDifficulty
from bibliotheque.exhaustive import keyed_by
from bibliotheque.formulas import FormulaError, parse_condition, parse_expression

# The enums of tools and resources, one definition each: the build writes them into the page data's
# types (web/src/generated/types.ts), so the browser's tables keyed by them are checked by tsc.
ToolType = Literal["calculator", "audit", "generator", "analyzer", "assessment", "other"]
ResourceType = Literal["guide", "template", "tool", "webinar", "report", "checklist"]
AccessLevel = Literal["free", "email", "premium"]
# What a tool gives: figures and a verdict from formulas, or a score and its level.
ToolFamily = Literal["calculation", "score"]
TOOL_FAMILY: Mapping[ToolType, ToolFamily] = keyed_by(
    ToolType,
    {
        "calculator": "calculation",
        "analyzer": "calculation",
        "generator": "calculation",
        "audit": "score",
        "assessment": "score",
        "other": "score",
    },
    "TOOL_FAMILY",
)
CALCULATING = tuple(kind for kind, family in TOOL_FAMILY.items() if family == "calculation")


class Resource(Model):
    """A downloadable or readable resource."""

    id: int = Field(ge=1, description="Stable number.")
    slug: Slug
    title: LText = Field(description="Title.")
    description: LText = Field(description="1–2 sentences.")
    type: ResourceType = Field(description="Kind of resource.")
    category: Slug = Field(description="Slug of a category.")
    difficulty: TopicDifficulty = Field(description="Reader level.")
    access_level: AccessLevel = Field(description="Free, against an e-mail, or premium.")
    estimated_time: LText = Field(description="E.g. « 20 min ».")
    format: LText = Field(description="E.g. « Tableur CSV », « Page imprimable ».")
    published_at: dt.date = Field(description="Publication date.")
    download_file: str | None = Field(
        default=None,
        description="File under content/files/ shipped at /downloads/<name>; none: no download link.",
        # A build input, never page data: a page names a file only by its URL, and only a free one's.
        exclude=True,
    )
    workbook: Literal["dashboard", "cash-13-weeks", "process-cost"] | None = Field(
        default=None,
        description=(
            "The XLSX workbook the build makes for this resource (pipeline/deliverables/workbooks.py); "
            "none: its PDF is typeset from content/documents/<slug>.yaml."
        ),
        exclude=True,  # a build input, never page data
    )
    items: list[LText] = Field(default_factory=list, description="What the resource contains.")

    @field_validator("download_file")
    @classmethod
    def _plain_name(cls, value: str | None) -> str | None:
        if value is not None and not re.fullmatch(r"[a-z0-9][a-z0-9-]*\.(csv|pdf|txt|xlsx)", value):
            raise ValueError("must be a plain file name like `budget-template.csv`")
        return value


class ResourceFile(Model):
    """`content/resources.yaml`."""

    resources: list[Resource] = Field(description="The resources, in display order.")


class Question(Model):
    """A question of an assessment."""

    id: Slug
    question: LText = Field(description="The question.")
    type: Literal["select", "range"] = Field(description="`select` (options) or `range` (min–max).")
    options: list[LText] = Field(
        default_factory=list, description="Choices of a select question, weakest first."
    )
    min: float = Field(default=0, description="Lowest value of a range question (default 0).")
    max: float = Field(default=100, description="Highest value of a range question (default 100).")
    step: float = Field(default=1, gt=0, description="Step of a range question.")
    value_format: Literal["number", "eur", "percent"] = Field(
        default="number",
        description=(
            "How a range value is written for the page's language: a plain number, an amount in "
            "euros (« 120 € », « €120 ») or a percentage (« 12 % », « 12% »)."
        ),
    )
    unit: LText | None = Field(
        default=None,
        description=(
            "Words after a range value, e.g. « par heure », « personnes »; the currency or the % "
            "sign comes from value_format."
        ),
    )
    unit_one: LText | None = Field(
        default=None,
        description=(
            "The unit words after a singular value, when they differ: « personne » after « 1 », "
            '« interruption par jour » after « 0 » or « 1 » in French, "person" after 1 in English.'
        ),
    )
    values: list[float] = Field(
        default_factory=list,
        description="A select question's number for each option, read by the formulas (e.g. days).",
    )
    dimension: Slug | None = Field(
        default=None, description="Id of the tool's dimension this question measures (assessments)."
    )
    required: bool = Field(default=True, description="All questions are required.")

    @model_validator(mode="after")
    def _shape(self) -> Question:
        if self.type == "select":
            if len(self.options) < 2:
                raise ValueError("a select question needs at least 2 options")
            if self.value_format != "number" or self.unit is not None or self.unit_one is not None:
                raise ValueError("value_format and unit belong to range questions")
            if self.values and len(self.values) != len(self.options):
                raise ValueError("values needs one number per option")
        if self.type == "range":
            if self.options or self.values:
                raise ValueError("a range question has no options or values")
            if self.max <= self.min:
                raise ValueError("max must be above min")
        return self


class Outcome(Model):
    """What a result says: heading, meaning, recommendations, next steps."""

    title: LText = Field(description="Result heading.")
    description: LText = Field(description="What this result means.")
    recommendations: list[LText] = Field(description="What to do, specific to this result.", min_length=1)
    next_steps: list[LText] = Field(description="Concrete next steps.", min_length=1)


class Result(Outcome):
    """The result of an assessment shown for scores within `score_range`."""

    score_range: tuple[int, int] = Field(description="[low, high], within 0–100.")

    @field_validator("score_range")
    @classmethod
    def _range(cls, value: tuple[int, int]) -> tuple[int, int]:
        low, high = value
        if not (0 <= low <= high <= 100):
            raise ValueError("must be [low, high] with 0 ≤ low ≤ high ≤ 100")
        return value


class Figure(Model):
    """A figure a calculator computes from the answers."""

    id: Slug
    label: LText = Field(description="What the figure is, e.g. « Coût annuel du processus ».")
    formula: str = Field(
        description="Formula over question ids, earlier figure ids and numbers (formulas.py)."
    )
    unit: Literal["eur", "hours", "days", "months", "percent", "number"] = Field(
        description="How it is written."
    )
    digits: int = Field(default=0, ge=0, le=2, description="Decimals shown (default 0).")
    explain: LText = Field(description="The formula in words, e.g. « heures × personnes × 47 semaines ».")
    headline: bool = Field(default=True, description="Shown in large at the top of the result.")

    @field_validator("formula")
    @classmethod
    def _parses(cls, value: str) -> str:
        try:
            parse_expression(value)
        except FormulaError as err:
            raise ValueError(f"formula: {err}") from None
        return value


class Verdict(Outcome):
    """A calculator's result: the first verdict whose condition holds on the figures."""

    id: Slug
    when: str | None = Field(
        default=None,
        description="Condition on figures (e.g. `cout-annuel >= 20000 and retour-mois <= 12`); none on the last.",
    )

    @field_validator("when")
    @classmethod
    def _parses(cls, value: str | None) -> str | None:
        if value is not None:
            try:
                parse_condition(value)
            except FormulaError as err:
                raise ValueError(f"condition: {err}") from None
        return value


class Dimension(Model):
    """A named part of an assessment, scored on its own questions."""

    id: Slug
    label: LText = Field(description="Name of the dimension, e.g. « Délégation ».")


class Tool(OptionallySourced):
    """An interactive tool: `content/tools/<slug>.yaml`. A tool that states a rule of law (a payment
    term, a tax rate, paid leave) lists its `sources`, dated by `reviewed_at`, as articles do; a
    tool whose text cites an article (« article L441-10 ») has a source naming that article
    (`bibliotheque check`, rule `article-source`)."""

    id: int = Field(ge=1, description="Stable number.")
    slug: Slug
    title: LText = Field(description="Tool title.")
    description: LText = Field(description="What the tool measures, 1–2 sentences.")
    category: Slug = Field(description="Slug of a category.")
    type: ToolType = Field(description="Kind of tool.")
    is_interactive: bool = Field(default=True, description="Played question by question on its page.")
    lead_capture: bool = Field(description="Ask for an e-mail before the results.")
    estimated_time: LText = Field(description="E.g. « 3 min ».")
    questions: list[Question] = Field(description="Questions, in order; all required.", min_length=1)
    results: list[Result] = Field(
        default_factory=list, description="Assessments: results by score range, covering 0–100."
    )
    dimensions: list[Dimension] = Field(
        default_factory=list, description="Assessments: the dimensions scored on their own questions."
    )
    figures: list[Figure] = Field(
        default_factory=list, description="Calculators: the figures computed from the answers, in order."
    )
    verdicts: list[Verdict] = Field(
        default_factory=list,
        description="Calculators: results chosen by conditions on the figures, in order.",
    )

    @field_validator("results")
    @classmethod
    def _bands_cover_0_to_100(cls, results: list[Result]) -> list[Result]:
        """Scores are whole numbers 0–100: every one falls in exactly one band, listed in order."""
        if not results:
            return results
        expected_low = 0
        for result in results:
            low, high = result.score_range
            if low != expected_low:
                where = "overlaps the previous one" if low < expected_low else "leaves a gap before it"
                raise ValueError(
                    f"score ranges must follow each other from 0 to 100: [{low}, {high}] {where} "
                    f"(expected it to start at {expected_low})"
                )
            expected_low = high + 1
        if expected_low != 101:
            raise ValueError(f"score ranges must reach 100 (the last one ends at {expected_low - 1})")
        return results

    @model_validator(mode="after")
    def _unique_ids(self) -> Tool:
        ids = [q.id for q in self.questions]
        if len(ids) != len(set(ids)):
            raise ValueError("question ids must be unique")
        if self.type in CALCULATING:
            if not self.figures or not self.verdicts or self.results:
                raise ValueError(f"a {self.type} has figures and verdicts, not score results")
        elif self.figures or self.verdicts or not self.results:
            raise ValueError(f"a {self.type} has score results, not figures and verdicts")
        return self
