"""Categories, business content sections with their topics, AI themes with their AI topics."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, model_validator

from bibliotheque.content.models.common import (
    Color,
    ExternalResource,
    Icon,
    LinkItem,
    LText,
    Model,
    OptionallySourced,
    Slug,
    TopicDifficulty,
)

Keywords = Annotated[
    list[LText],
    Field(min_length=3, max_length=8, description="Search phrases a French manager would type."),
]


class Category(Model):
    """One of the five business functions articles are filed under."""

    id: int = Field(ge=1, description="Stable number, 1 to 5.")
    slug: Slug
    name: LText = Field(description="Name shown in badges, menus and headings.")
    description: LText = Field(description="One or two sentences for the category header.")
    icon: Icon = Field(description="Icon of the category.")
    color: Color = Field(description="Accent colour of badges and cards.")
    related_links: list[LinkItem] = Field(
        min_length=2,
        max_length=6,
        description="The « related links » box of the category page (spec: category screen).",
    )
    external_resources: list[ExternalResource] = Field(
        min_length=2,
        max_length=6,
        description="The « external resources » box of the category page: public institutions "
        "(`authority`) or the provider's own sites (`own`, tagged with UTM).",
    )


class CategoryFile(Model):
    """`content/categories.yaml`."""

    categories: list[Category] = Field(description="The categories, in display order.")


class Range(Model):
    """A closed range of integers, e.g. months or euros."""

    min: int = Field(ge=0, description="Lower bound.")
    max: int = Field(ge=0, description="Upper bound, at least the lower one.")

    @model_validator(mode="after")
    def _ordered(self) -> Range:
        if self.max < self.min:
            raise ValueError(f"max ({self.max}) is below min ({self.min})")
        return self


class Topic(Model):
    """A problem area inside a content section."""

    slug: Slug
    title: LText = Field(description="Topic title, the reader's problem in their words.")
    description: LText = Field(description="One or two sentences.")
    difficulty: TopicDifficulty = Field(description="Reader level.")
    read_time: int = Field(ge=8, le=20, description="Reading time in minutes, 8–20.")
    keywords: Keywords
    pain_points: list[LText] = Field(min_length=3, max_length=3, description="Exactly 3 pains.")
    solutions: list[LText] = Field(min_length=3, max_length=3, description="Exactly 3 answers.")


class AITopic(Topic):
    """A topic of an AI theme: a business topic plus what AI can and cannot do for it."""

    read_time: int = Field(ge=12, le=20, description="Reading time in minutes, 12–20.")
    ai_solutions: list[LText] = Field(min_length=2, max_length=6, description="AI approaches.")
    technical_requirements: list[LText] = Field(
        min_length=2, max_length=6, description="What must exist before the project starts."
    )
    consulting_expertise: LText = Field(description="What the consulting firm brings here.")
    case_study: LText = Field(description="An anonymised case, 2–4 sentences.")
    illustrative: bool = Field(
        default=False,
        description="True when the case study is invented to illustrate (shown with a visible label).",
    )
    implementation_months: Range = Field(description="Implementation time in months, 2–12.")
    estimated_cost_eur: Range = Field(description="Estimated cost in euros, 12,000–100,000.")

    @model_validator(mode="after")
    def _bounds(self) -> AITopic:
        months, cost = self.implementation_months, self.estimated_cost_eur
        if not (months.min >= 2 and months.max <= 12):
            raise ValueError("implementation_months must lie within 2–12 months")
        if not (cost.min >= 12_000 and cost.max <= 100_000):
            raise ValueError("estimated_cost_eur must lie within 12,000–100,000 €")
        return self


class ContentSection(Model):
    """A business content section: `content/sections/<slug>.yaml`."""

    id: int = Field(ge=1, description="Stable number.")
    slug: Slug
    title: LText = Field(description="Section title.")
    description: LText = Field(description="What the section helps with.")
    icon: Icon = Field(description="Icon of the section.")
    color: Color = Field(description="Accent colour.")
    priority: int = Field(ge=1, le=10, description="Display order, 1 first.")
    topics: list[Topic] = Field(min_length=2, max_length=4, description="2 to 4 topics.")


class AITheme(OptionallySourced):
    """An AI theme: `content/ai-themes/<slug>.yaml`. A theme whose text cites an article (« AI Act,
    article 50 ») lists a source naming it, dated by `reviewed_at`; the catalogue shows them under
    the theme."""

    id: int = Field(ge=1, description="Stable number.")
    slug: Slug
    title: LText = Field(description="Theme title.")
    description: LText = Field(description="What AI changes in this domain.")
    icon: Icon = Field(description="Icon of the theme.")
    color: Color = Field(description="Accent colour.")
    priority: int = Field(ge=1, le=10, description="Display order, 1 first.")
    topics: list[AITopic] = Field(min_length=2, max_length=4, description="2 to 4 AI topics.")
