"""Page-level texts: home, conversion flow, exclusive items, legal pages."""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pydantic import Field

from bibliotheque.content.models.catalogue import Range
from bibliotheque.content.models.common import Icon, LinkItem, LText, Model, Slug


class Cta(Model):
    """A titled call to action."""

    title: LText
    description: LText


class TitledText(Model):
    """A title and a paragraph, e.g. a method step or a client type."""

    title: LText
    description: LText
    icon: Icon | None = None


class SectorCard(Model):
    """A highlighted sector on the home page."""

    sector: Slug = Field(description="Slug of the sector.")
    description: LText = Field(description="Why this sector is highlighted.")


class AIBlock(Model):
    """One of the home page's AI solution blocks."""

    title: LText
    description: LText
    theme: Slug = Field(description="AI theme the block links to.")
    solution_count: int = Field(ge=1, description="Number of solutions (8, 12, 10).")
    duration_months: Range = Field(description="Duration (3–6, 2–4, 2–5 months).")


class Hero(Model):
    """Top of the home page."""

    title: LText
    subtitle: LText
    description: LText
    cta_primary: LText
    cta_secondary: LText


class Home(Model):
    """`content/home.yaml`."""

    hero: Hero
    presentation: Cta
    sector_cards: list[SectorCard] = Field(min_length=4, max_length=4)
    method: list[TitledText] = Field(min_length=4, max_length=4, description="Four-step method.")
    ai_blocks: list[AIBlock] = Field(min_length=3, max_length=3)
    client_types: list[TitledText] = Field(min_length=2)
    quick_links: list[LinkItem] = Field(min_length=2)
    partner: Cta
    final_cta: Cta


class CommunityModal(Model):
    """Community-invite modal wording for one visitor status."""

    title: LText
    subtitle: LText
    role: LText = Field(description="Status label, e.g. « Membre Premium en Essai ».")
    benefits: list[LText] = Field(min_length=2)
    button: LText


class VideoBanner(Model):
    """Video-demo banner for one article category."""

    title: LText
    description: LText
    duration: str = Field(pattern=r"^\d{1,2}:\d{2}$", description="Duration as m:ss.")
    video_url: str = Field(description="Address on the video channel.")


class FormCopy(Model):
    """Texts of an e-mail capture form."""

    title: LText
    subtitle: LText
    button: LText
    success_title: LText
    success_text: LText


class Conversion(Model):
    """`content/conversion.yaml`: texts of the conversion flow."""

    community: dict[Literal["trial", "client", "default"], CommunityModal]
    video_banners: dict[
        Literal["management-pilotage", "process-productivite", "acquisition-fidelisation", "default"],
        VideoBanner,
    ]
    modal_benefits: dict[str, list[LText]] = Field(
        description="Benefit list per category slug, plus `default`."
    )
    inline_form: FormCopy
    modal: FormCopy
    trial_banner: Cta


class ExclusiveItem(Model):
    """A client-only resource shown locked on the teaser page."""

    id: int = Field(ge=1)
    category: LText
    title: LText
    description: LText
    format: LText
    value_eur: int = Field(ge=0, description="Stated value in euros.")


class ExclusiveFile(Model):
    """`content/exclusive.yaml`."""

    intro: Cta
    items: list[ExclusiveItem] = Field(min_length=1)


class LegalSection(Model):
    """A section of a legal page."""

    id: Slug
    heading: LText
    paragraphs: list[LText] = Field(default_factory=list)
    items: list[LText] = Field(default_factory=list, description="Bulleted list after the paragraphs.")


class CookieType(Model):
    """A kind of cookie on the cookies page."""

    key: Literal["necessary", "analytics", "marketing", "functional"]
    title: LText
    description: LText


class RetentionRow(Model):
    """A row of the cookie retention table."""

    name: LText
    purpose: LText
    duration: LText


class LegalPage(Model):
    """`content/legal/<slug>.yaml`."""

    slug: Literal["privacy", "terms", "cookies"]
    title: LText
    description: LText
    updated_at: dt.date
    sections: list[LegalSection] = Field(min_length=1)
    cookie_types: list[CookieType] = Field(default_factory=list)
    retention: list[RetentionRow] = Field(default_factory=list)
