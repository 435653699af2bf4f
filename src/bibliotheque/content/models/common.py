"""Building blocks shared by every content model: localized text, slugs, links."""

from __future__ import annotations

import datetime as dt
import re
from typing import Annotated, Literal, TypeVar

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StringConstraints, model_validator

from bibliotheque.langs import LANGS as LANGS  # re-exported: the models validate against it


class Model(BaseModel):
    """Base of content models: unknown fields are errors, values are immutable."""

    model_config = ConfigDict(
        extra="forbid",
        frozen=True,
        str_strip_whitespace=True,
        json_schema_serialization_defaults_required=True,
    )


M = TypeVar("M", bound=Model)


def narrowed(base: type[M], item: Model) -> M:
    """`item` (an instance of a subclass of `base`) as a `base`: the fields `base` declares, no more.
    What a page's data sends of a model whose subclass holds more (a sector without its guides, the
    site's settings without its publisher)."""
    return base(**{name: getattr(item, name) for name in base.model_fields})


class LText(Model):
    """A visible text in both languages. French is required; English falls back to French."""

    fr: str = Field(min_length=1, description="French text (source language, required).")
    en: str | None = Field(
        default=None,
        min_length=1,
        description="English text; when missing, French is shown and `bibliotheque check` warns.",
    )

    def get(self, lang: str) -> str:
        """The text in `lang`, falling back to French."""
        if lang == "en" and self.en:
            return self.en
        return self.fr


Slug = Annotated[
    str,
    StringConstraints(pattern=r"^[a-z0-9]+(?:-[a-z0-9]+)*$", max_length=80),
    Field(description="Lowercase ASCII words joined by hyphens, shared by both languages."),
]


def _https(value: str) -> str:
    if not re.match(r"^https://[A-Za-z0-9.-]+(?::\d+)?(?:/[^\s]*)?$", value):
        raise ValueError("must be an absolute https:// URL without spaces")
    return value


HttpsUrl = Annotated[str, AfterValidator(_https), Field(description="An absolute https:// URL.")]


def _internal(value: str) -> str:
    if (
        not re.match(r"^/[a-z0-9\-/]*(?:#[a-z0-9-]+)?$", value)
        or value.startswith("/fr")
        or value.startswith("/en")
    ):
        raise ValueError(
            "must be a site path without the language prefix, e.g. /article/my-slug or "
            "/content-sections#strategie-vision"
        )
    return value


InternalPath = Annotated[
    str,
    AfterValidator(_internal),
    Field(description="A path of this site without the language, e.g. `/industry/hotellerie`."),
]

Difficulty = Literal["beginner", "intermediate", "expert"]
TopicDifficulty = Literal["beginner", "intermediate", "advanced"]
Color = Literal["blue", "green", "purple", "red", "yellow", "orange", "teal", "indigo", "pink", "slate"]
Icon = Literal[
    "award",
    "bar-chart",
    "book-open",
    "bot",
    "brain",
    "briefcase",
    "building",
    "calculator",
    "calendar",
    "chart-line",
    "check-circle",
    "clipboard-list",
    "clock",
    "cog",
    "compass",
    "cpu",
    "euro",
    "factory",
    "file-text",
    "gauge",
    "graduation-cap",
    "hammer",
    "handshake",
    "heart",
    "heart-pulse",
    "hotel",
    "landmark",
    "layers",
    "lightbulb",
    "line-chart",
    "lock",
    "mail",
    "megaphone",
    "message-circle",
    "package",
    "pie-chart",
    "piggy-bank",
    "rocket",
    "scale",
    "search",
    "settings",
    "shield",
    "shopping-cart",
    "sparkles",
    "store",
    "target",
    "trending-up",
    "truck",
    "user-check",
    "users",
    "utensils",
    "wallet",
    "workflow",
    "wrench",
    "zap",
]


class LinkItem(Model):
    """An entry of a « related links » box."""

    text: LText | None = Field(
        default=None,
        description="Link text. Leave it out for an internal link to an article, sector, guide, "
        "category, cluster or tool: the build takes that page's title, so it never drifts.",
    )
    url: str = Field(description="Internal path without language (`/article/slug`) or an https URL.")
    description: LText = Field(description="One line saying what the reader finds there.")
    type: Literal["internal", "external"] = Field(description="Where the link goes.")

    @model_validator(mode="after")
    def _external_has_text(self) -> LinkItem:
        if self.type == "external" and self.text is None:
            raise ValueError("an external link needs a `text`")
        return self


class ExternalResource(Model):
    """A link to an authority or to one of the provider's own sites."""

    text: LText = Field(description="Link text, e.g. the institution's name.")
    url: HttpsUrl
    description: LText = Field(description="What the reader finds there.")
    icon: Icon = Field(description="Icon shown beside the link.")
    category: Literal["own", "authority"] = Field(
        description="`authority` for public institutions, `own` for the provider's sites."
    )


class Source(Model):
    """A document a page's facts rest on; official sources first (Légifrance, service-public.fr…)."""

    title: str = Field(min_length=3, description="Title of the document, in its own language.")
    publisher: str = Field(min_length=2, description="Who publishes it, e.g. « Légifrance », « CNIL ».")
    url: HttpsUrl = Field(description="Address of the document.")
    consulted_at: dt.date = Field(description="Date the document was last read for this page.")
    lang: Literal["fr", "en"] = Field(
        default="fr",
        description="Language of the document (and of its title): a page in another language says it.",
    )


class Sourced(Model):
    """Fields of a page whose legal, tax or market statements are dated and sourced."""

    reviewed_at: dt.date | None = Field(
        default=None, description="Date every fact of the page was last checked against its sources."
    )
    sources: list[Source] = Field(
        default_factory=list, description="Sources of the page's facts, official ones first."
    )


class OptionallySourced(Sourced):
    """Sources for a kind of page that states a rule of law only now and then (a tool, an AI
    theme): none needed, but once it lists one, `reviewed_at` dates them. A page whose text cites an
    article lists a source naming it (`bibliotheque check`, rule `article-source`)."""

    @model_validator(mode="after")
    def _sources_are_dated(self) -> OptionallySourced:
        if self.sources and self.reviewed_at is None:
            raise ValueError("a page with sources needs reviewed_at (the date they were last checked)")
        return self
