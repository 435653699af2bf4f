"""Articles (base and AI): one problem, its consequences, the market's answers and ours."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable

from pydantic import Field, field_validator

from bibliotheque.content.models.catalogue import Keywords
from bibliotheque.content.models.common import (
    Difficulty,
    ExternalResource,
    HttpsUrl,
    LinkItem,
    LText,
    Model,
    Slug,
    Sourced,
)

FIRST_DATE = dt.date(2023, 11, 18)
LAST_DATE = dt.date(2024, 1, 15)


class MarketSolution(Model):
    """An approach companies use today, named by category, with its drawback."""

    name: LText = Field(description="The approach, by category (« Un tableur partagé »), never a brand.")
    drawback: LText = Field(description="Why it falls short for a small company, 1–3 sentences.")


class PlatformSolution(Model):
    """What the provider's platform does about this problem."""

    title: LText = Field(description="Title of the solution block.")
    description: LText = Field(description="2–3 sentences.")
    features: list[LText] = Field(
        min_length=8, max_length=8, description="Exactly 8 short verb phrases with their benefit."
    )
    demo_url: HttpsUrl | None = Field(default=None, description="Optional link to a demo page.")


class Roi(Model):
    """The consulting return-on-investment claim."""

    percent: int = Field(ge=150, le=600, description="Return in percent, 150–600.")
    months: int = Field(ge=4, le=24, description="Over this many months, 4–24.")


class ConsultingOption(Model):
    """What a consultant does about this problem."""

    title: LText = Field(description="Title of the consulting block.")
    description: LText = Field(description="What the consultant does in the first weeks.")
    roi: Roi = Field(description="Return claim.")
    case_study: LText | None = Field(default=None, description="Anonymised case, 2–4 sentences.")
    illustrative: bool = Field(
        default=False,
        description="True when the ROI figures and the case study are invented to illustrate (shown with a visible label).",
    )


class Video(Model):
    """A demo video on the provider's video channel."""

    title: LText = Field(description="Title of the video link.")
    url: HttpsUrl = Field(description="Address on the video channel configured in site.yaml.")


class ArticleBody(Sourced):
    """What an article's page carries of it: everything of `Article` but its checklist's items,
    which the checklist page lists (the article links to it)."""

    id: str = Field(pattern=r"^(?:ai-)?[1-9][0-9]*$", description="`1`…`30` or `ai-1`…`ai-6`.")
    slug: Slug
    title: LText = Field(description="45–70 characters, the reader's problem in their words.")
    description: LText = Field(description="120–160 characters, the meta description.")
    category: Slug = Field(description="Slug of the category (categories.yaml).")
    section: Slug = Field(description="Slug of the content section, or of the AI theme for AI articles.")
    topic: Slug = Field(description="Slug of a topic of that section or theme.")
    difficulty: Difficulty = Field(description="Reader level badge.")
    keywords: Keywords
    read_time: int = Field(ge=8, le=20, description="Reading time in minutes, 8–20.")
    published_at: dt.date = Field(description="Publication date, 2023-11-18 to 2024-01-15.")
    problem: LText = Field(description="120–220 words; paragraphs separated by a blank line.")
    consequences: list[LText] = Field(min_length=6, max_length=6, description="Exactly 6.")
    market_solutions: list[MarketSolution] = Field(
        min_length=5, max_length=5, description="Exactly 5 approaches of the market."
    )
    platform_solution: PlatformSolution = Field(description="The platform's answer.")
    consulting: ConsultingOption = Field(description="The consulting answer.")
    video: Video | None = Field(default=None, description="Optional demo video.")
    related_links: list[LinkItem] = Field(default_factory=list, description="Related links box.")
    authority_links: list[ExternalResource] = Field(
        default_factory=list, description="Public institutions' pages on the subject."
    )

    @field_validator("published_at")
    @classmethod
    def _in_window(cls, value: dt.date) -> dt.date:
        if not FIRST_DATE <= value <= LAST_DATE:
            raise ValueError(f"must lie between {FIRST_DATE} and {LAST_DATE}")
        return value

    @property
    def is_ai(self) -> bool:
        return self.id.startswith("ai-")


class Article(ArticleBody):
    """A business article: `content/articles/<id>-<slug>.yaml` (base) or `content/ai-articles/`."""

    checklist: list[LText] = Field(
        default_factory=list,
        max_length=20,
        description="Items of the printable checklist; when present the article links to it.",
    )

    @property
    def has_checklist_page(self) -> bool:
        """Whether the article has a checklist page: a business article with items (an AI
        article's items are not published)."""
        return bool(self.checklist) and not self.is_ai


def newest_first(articles: Iterable[Article]) -> list[Article]:
    """`articles`, the most recently published first, the id breaking ties: the order of every
    list a reader scans by date (the home page's latest, a category's pages, the catalogues, the
    recommendations, the feeds)."""
    return sorted(articles, key=lambda a: (a.published_at, a.id), reverse=True)
