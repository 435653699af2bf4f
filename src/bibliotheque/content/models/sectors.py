"""Sectors (industries) with their search-oriented guide pages, and topic clusters."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator, model_validator

from bibliotheque.content.models.catalogue import Keywords
from bibliotheque.content.models.common import Icon, LinkItem, LText, Model, Slug, Sourced


class RevenueBand(Model):
    """Annual revenue band of the sector's target companies, in euros."""

    min: int = Field(ge=0, description="Lower bound in euros (0 for « under … »).")
    max: int | None = Field(default=None, description="Upper bound in euros; none for « over … ».")

    @model_validator(mode="after")
    def _ordered(self) -> RevenueBand:
        if self.max is not None and self.max <= self.min:
            raise ValueError("max must be above min")
        return self


class BusinessModel(Model):
    """How companies of the sector earn money."""

    description: LText = Field(description="2–4 sentences.")
    revenue_streams: list[LText] = Field(min_length=2, description="Where the money comes from.")
    key_metrics: list[LText] = Field(min_length=2, description="Figures a manager watches.")
    challenges: list[LText] = Field(min_length=2, description="Structural difficulties.")


class SuccessExample(Model):
    """A reference company (fictional name)."""

    name: str = Field(min_length=2, description="Fictional company name.")
    achievement: LText = Field(description="Result in a few words, with a figure.")
    description: LText = Field(description="1–2 sentences on how.")
    illustrative: bool = Field(
        default=False,
        description="True when the company and its result are invented to illustrate (shown with a visible label).",
    )


class GuideContent(Model):
    """Body of a guide page."""

    problem: LText = Field(description="The searcher's problem, 80–200 words.")
    pain_points: list[LText] = Field(min_length=3, max_length=8, description="Numbered pains.")
    current_solutions: list[LText] = Field(min_length=2, max_length=6, description="What people try.")
    why_it_fails: LText = Field(description="Why those fall short.")
    better_approach: LText = Field(description="What works, concretely.")
    cta: LText = Field(description="Call to action sentence.")


class Testimonial(Model):
    """An anonymised testimonial."""

    quote: LText = Field(description="What the client said.")
    author: LText = Field(description="Role and company type, anonymised.")
    illustrative: bool = Field(
        default=False,
        description="True when the scenario is invented to illustrate (shown with a visible label).",
    )


class Guide(Sourced):
    """A sector guide page, written for one search phrase."""

    slug: Slug
    title: LText = Field(description="Title; the part before « : » is the short title.")
    description: LText = Field(description="Meta description, 120–160 characters.")
    keywords: Keywords
    target_keyword: LText = Field(description="The search phrase this page targets.")
    search_intent: Literal["problem", "solution", "comparison"] = Field(description="Intent.")
    content: GuideContent = Field(description="Body of the page.")
    testimonial: Testimonial | None = Field(
        default=None,
        description=(
            "Optional by design (issue 33, point 8): shown as a labelled illustrative scenario when "
            "given; without it the page has no trace of the block and reads complete."
        ),
    )


class SectorBody(Sourced):
    """What a sector page shows of its own: everything of `Sector` but its guides."""

    id: int = Field(ge=1, le=99, description="1 to 27.")
    slug: Slug
    name: LText = Field(description="Sector name.")
    description: LText = Field(description="2–3 sentences.")
    icon: Icon = Field(description="Icon of the sector.")
    target_revenue: list[RevenueBand] = Field(min_length=1, description="Revenue bands targeted.")
    business_model: BusinessModel = Field(description="How companies of the sector earn money.")
    specific_challenges: list[LText] = Field(min_length=3, description="Numbered challenges.")
    solutions: list[LText] = Field(
        min_length=3,
        max_length=10,
        description="« Nom : description » (French), « Name: description ».",
    )
    case_studies: list[LText] = Field(min_length=1, max_length=6, description="About 3, anonymised.")
    case_studies_illustrative: bool = Field(
        default=False,
        description="True when the case studies are invented to illustrate (shown with a label).",
    )
    success_examples: list[SuccessExample] = Field(
        default_factory=list, description="Reference companies with fictional names."
    )
    resources: list[Slug] = Field(default_factory=list, description="Slugs of resources.")
    tools: list[Slug] = Field(default_factory=list, description="Slugs of tools.")
    related_links: list[LinkItem] = Field(default_factory=list, description="Related links box.")

    @field_validator("solutions")
    @classmethod
    def _name_and_text(cls, value: list[LText]) -> list[LText]:
        for index, item in enumerate(value):
            if "\u00a0: " not in item.fr and "\u202f: " not in item.fr:
                raise ValueError(f"item {index}: French must read « Nom : description » (nbsp before :)")
            if item.en is not None and ": " not in item.en:
                raise ValueError(f"item {index}: English must read « Name: description »")
        return value


class Sector(SectorBody):
    """A sector page: `content/sectors/<id>-<slug>.yaml`."""

    guides: list[Guide] = Field(default_factory=list, description="Guide pages of the sector.")


class Cluster(Model):
    """A topic cluster: a pillar article and its satellites."""

    id: int = Field(ge=1, description="Stable number.")
    slug: Slug
    title: LText = Field(description="What the cluster teaches.")
    description: LText = Field(description="1–2 sentences.")
    pillar_article: Slug = Field(description="Slug of the pillar article.")
    satellite_articles: list[Slug] = Field(min_length=3, max_length=6, description="3–6 article slugs.")
    resources: list[Slug] = Field(default_factory=list, description="Slugs of resources.")
    tools: list[Slug] = Field(default_factory=list, description="Slugs of tools.")
    level: Literal["sme", "enterprise"] = Field(description="Audience size.")


class ClusterFile(Model):
    """`content/clusters.yaml`."""

    clusters: list[Cluster] = Field(description="The clusters.")
