"""Page-level texts: home, conversion flow, exclusive items, legal pages."""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pydantic import Field

from bibliotheque.content.models.catalogue import Range
from bibliotheque.content.models.common import Icon, LinkItem, LText, Model, Slug, Source


class Cta(Model):
    """A titled call to action."""

    title: LText = Field(description="Heading.")
    description: LText = Field(description="1–2 sentences.")


class TitledText(Model):
    """A title and a paragraph, e.g. a method step or a client type."""

    title: LText = Field(description="Heading.")
    description: LText = Field(description="1–2 sentences.")
    icon: Icon | None = Field(default=None, description="Optional icon.")


class SectorCard(Model):
    """A highlighted sector on the home page."""

    sector: Slug = Field(description="Slug of the sector.")
    description: LText = Field(description="Why this sector is highlighted.")


class AIBlock(Model):
    """One of the home page's AI solution blocks."""

    title: LText = Field(description="Block title.")
    description: LText = Field(description="1–2 sentences on what these AI solutions do.")
    theme: Slug = Field(description="AI theme the block links to.")
    solution_count: int = Field(ge=1, description="Number of solutions (8, 12, 10).")
    duration_months: Range = Field(description="Duration (3–6, 2–4, 2–5 months).")


class Hero(Model):
    """Top of the home page."""

    title: LText = Field(description="Main heading of the site.")
    subtitle: LText = Field(description="Line under the heading.")
    description: LText = Field(description="2–3 sentences; also the home page's meta description.")
    cta_primary: LText = Field(description="Label of the free-trial button.")
    cta_secondary: LText = Field(description="Label of the second button.")


class Home(Model):
    """`content/home.yaml`."""

    hero: Hero = Field(description="Top of the page.")
    presentation: Cta = Field(description="Who we are.")
    sector_cards: list[SectorCard] = Field(
        description="Four highlighted sectors.", min_length=4, max_length=4
    )
    method: list[TitledText] = Field(min_length=4, max_length=4, description="Four-step method.")
    ai_blocks: list[AIBlock] = Field(description="The three AI solution blocks.", min_length=3, max_length=3)
    client_types: list[TitledText] = Field(description="Who the library is for.", min_length=2)
    quick_links: list[LinkItem] = Field(description="Quick-navigation links.", min_length=2)
    partner: Cta = Field(description="The partner (investment group) block.")
    final_cta: Cta = Field(description="Closing call to action.")


class CommunityModal(Model):
    """Community-invite modal wording for one visitor status."""

    title: LText = Field(description="Modal title.")
    subtitle: LText = Field(description="One sentence under the title.")
    role: LText = Field(description="Status label, e.g. « Membre Premium en Essai ».")
    benefits: list[LText] = Field(description="What members get, one line each.", min_length=2)
    button: LText = Field(description="Label of the invite button.")


class VideoBanner(Model):
    """Video-demo banner for one article category."""

    title: LText = Field(description="Banner title.")
    description: LText = Field(description="One sentence on the video.")
    duration: str = Field(pattern=r"^\d{1,2}:\d{2}$", description="Duration as m:ss.")
    video_url: str = Field(description="Address on the video channel.")


class FormCopy(Model):
    """Texts of an e-mail capture form."""

    title: LText = Field(description="Form heading.")
    subtitle: LText = Field(description="One sentence under the heading.")
    button: LText = Field(description="Submit button label.")
    success_title: LText = Field(description="Heading once the lead is stored.")
    success_text: LText = Field(description="What happens next.")


class ConversionOverlays(Model):
    """What opens above a page once the visitor acts (spec §4): the community invitation, the
    demo-video banner, the conversion modal and its benefits. Not in any page's data: the browser
    fetches them with the code that draws them (`pipeline/shell.py`, issue 32)."""

    community: dict[Literal["trial", "client", "default"], CommunityModal] = Field(
        description="Community-invite modal per visitor status."
    )
    video_banners: dict[
        Literal["management-pilotage", "process-productivite", "acquisition-fidelisation", "default"],
        VideoBanner,
    ] = Field(description="Video-demo banner per article category, plus `default`.")
    modal_benefits: dict[str, list[LText]] = Field(
        description="Benefit list per category slug, plus `default`."
    )
    modal: FormCopy = Field(description="The conversion modal opened by the triggers.")


class ConversionForms(Model):
    """What the pages draw of the conversion flow: the inline form and the trial banner."""

    inline_form: FormCopy = Field(description="The e-mail form in the middle and at the end of articles.")
    trial_banner: Cta = Field(description="The floating free-trial banner.")


class Conversion(ConversionOverlays, ConversionForms):
    """`content/conversion.yaml`: texts of the conversion flow."""


class Methodology(Model):
    """The AI catalogue's methodology block."""

    title: LText = Field(description="Heading.")
    description: LText = Field(description="What the method guarantees.")
    steps: list[TitledText] = Field(min_length=3, max_length=6, description="Steps, in order.")


class CatalogueCta(Model):
    """The AI catalogue's call to action: audit first, consultant second."""

    title: LText = Field(description="Heading.")
    description: LText = Field(description="What the visitor gets.")
    primary_button: LText = Field(description="Label of the audit button.")
    secondary_button: LText = Field(description="Label of the consulting button.")


class AICatalogue(Model):
    """`content/ai-catalogue.yaml`: texts of the AI solutions catalogue."""

    warning: Cta = Field(description="The AI-project reality warning (figures from site.yaml claims).")
    methodology: Methodology = Field(description="How the consulting firm avoids the usual failures.")
    cta: CatalogueCta = Field(description="Closing call to action.")


class ExclusiveItem(Model):
    """A client-only resource shown locked on the teaser page."""

    id: int = Field(description="Stable number.", ge=1)
    category: LText = Field(description="Kind of item, e.g. « Modèles ».")
    title: LText = Field(description="Item title.")
    description: LText = Field(description="What it contains (shown blurred).")
    format: LText = Field(description="E.g. « Pack de 12 modèles Excel ».")
    value_eur: int = Field(ge=0, description="Stated value in euros.")


class ExclusiveFile(Model):
    """`content/exclusive.yaml`."""

    intro: Cta = Field(description="Heading and text of the teaser page.")
    items: list[ExclusiveItem] = Field(description="The six locked client-only items.", min_length=1)


class LegalSection(Model):
    """A section of a legal page."""

    id: Slug
    heading: LText = Field(description="Section heading.")
    paragraphs: list[LText] = Field(description="Paragraphs, in order.", default_factory=list)
    items: list[LText] = Field(default_factory=list, description="Bulleted list after the paragraphs.")


class CookieType(Model):
    """A kind of cookie on the cookies page."""

    key: Literal["necessary", "analytics", "marketing", "functional"] = Field(
        description="Which preference this type is bound to."
    )
    title: LText = Field(description="Name of the type.")
    description: LText = Field(description="What these cookies do.")


class RetentionRow(Model):
    """A row of the cookie retention table."""

    name: LText = Field(description="What is kept.")
    purpose: LText = Field(description="Why.")
    duration: LText = Field(description="How long.")


class LegalPage(Model):
    """`content/legal/<slug>.yaml`."""

    slug: Literal["privacy", "terms", "cookies", "legal-notice"] = Field(description="Which legal page.")
    title: LText = Field(description="Page title.")
    description: LText = Field(description="Meta description.")
    reviewed_at: dt.date = Field(
        description="Date the page last changed in substance (shown as « Dernière mise à jour »)."
    )
    sections: list[LegalSection] = Field(description="The page's sections, in order.", min_length=1)
    sources: list[Source] = Field(
        default_factory=list,
        description="The texts the page cites by article (« article 6 du RGPD »), one source naming "
        "each (rule `article-source`), shown at the end of the page; dated by `reviewed_at`.",
    )
    cookie_types: list[CookieType] = Field(
        description="Cookies page only: the four types with their switches.", default_factory=list
    )
    retention: list[RetentionRow] = Field(
        description="Cookies page only: the retention table.", default_factory=list
    )
