"""`content/site.yaml`: brand, outbound URLs, claims, timings and limits."""

from __future__ import annotations

from pydantic import Field

from bibliotheque.content.models.common import HttpsUrl, LText, Model


class Brand(Model):
    """Names shown on the site (fictional by default)."""

    site_name: LText = Field(description="Name of this library.")
    tagline: LText = Field(description="The solution library for small and medium businesses.")
    platform_name: str = Field(min_length=2, description="The provider's software platform.")
    consulting_name: str = Field(min_length=2, description="The consulting practice.")
    group_name: str = Field(min_length=2, description="The investment group.")


class Urls(Model):
    """Outbound addresses; defaults use the reserved .example domain."""

    base: HttpsUrl = Field(description="Public address of this site, no trailing slash.")
    platform: HttpsUrl = Field(description="Platform home.")
    platform_trial: HttpsUrl = Field(description="Free-trial sign-up page.")
    audit: HttpsUrl = Field(description="Onboarding fit audit (path /onboarding/audit).")
    consulting: HttpsUrl = Field(description="Consulting site home.")
    consulting_contact: HttpsUrl = Field(description="Consulting contact page.")
    investment_group: HttpsUrl = Field(description="Investment group site.")
    linkedin: HttpsUrl = Field(description="Professional network profile.")
    video_channel: HttpsUrl = Field(description="Video channel.")
    community_invite: HttpsUrl = Field(description="Community chat invite.")


class Claims(Model):
    """Marketing claims, shown as fixed text (promises, not rules)."""

    companies: int = Field(description="Companies helped (1,200+).")
    roi_percent: int = Field(description="Average ROI (280 %).")
    satisfaction_percent: int = Field(description="Satisfaction (95 %).")
    years_expertise: int = Field(description="Years of expertise (10).")
    sectors: int = Field(description="Sectors covered (15+).")
    problems: int = Field(description="Problems documented (500+).")
    ai_projects: int = Field(description="AI projects (50+).")
    support: LText = Field(description='Support hours (« 24 h/24, 7 j/7 », "24/7").')
    setup_minutes: int = Field(description="Setup time (5 min).")
    results_months: int = Field(description="Results within (18 months).")
    demo_views: int = Field(description="Demo video views (12K).")
    demo_rating: float = Field(description="Demo video rating (4.9/5).")
    exclusive_value_eur: int = Field(description="Value of the exclusive items (140,000 €).")
    templates: int = Field(description="Templates (50+).")
    ai_project_months_min: int = Field(description="AI project reality, low (3).")
    ai_project_months_max: int = Field(description="AI project reality, high (12).")
    ai_article_months_max: int = Field(description="AI project reality on articles, high (8).")
    ai_budget_multiplier_min: int = Field(description="AI budget overrun, low (3×).")
    ai_budget_multiplier_max: int = Field(description="AI budget overrun, high (10×).")
    ai_failure_percent: int = Field(description="AI projects failing (70 %).")
    trial_days: int = Field(description="Free trial length (14 days).")
    audit_minutes: int = Field(description="Fit audit length (3 min).")
    analysis_hours: int = Field(description="Audit analysis delay (24 h).")
    share_bonus_days: int = Field(description="Free days for sharing (+7).")


class Host(Model):
    """Who hosts the site (LCEN art. 6 III: name, address, phone)."""

    name: str = Field(min_length=2, description="Host's company name.")
    address: str = Field(min_length=5, description="Host's postal address.")
    phone: str = Field(pattern=r"^\+?[0-9 .]{8,20}$", description="Host's phone number.")


class Publisher(Model):
    """The publisher's legal identity: the legal notice, the privacy policy's controller.

    The defaults are placeholders of the fictional provider; `bibliotheque check --production`
    refuses them.
    """

    legal_name: str = Field(min_length=2, description="Company name as registered.")
    legal_form: LText = Field(description="Legal form, e.g. « société par actions simplifiée (SAS) ».")
    share_capital_eur: int = Field(ge=1, description="Share capital in euros.")
    address: str = Field(min_length=5, description="Registered office, postal address.")
    siren: str = Field(pattern=r"^[0-9]{9}$", description="SIREN number, 9 digits without spaces.")
    rcs_city: str = Field(min_length=2, description="City of the trade register (RCS).")
    vat_number: str = Field(
        pattern=r"^FR[0-9A-Z]{2}[0-9]{9}$", description="Intra-EU VAT number, FR + key + SIREN."
    )
    phone: str = Field(pattern=r"^\+?[0-9 .]{8,20}$", description="Publisher's phone number.")
    publication_director: str = Field(min_length=3, description="Director of publication: name and role.")
    host: Host = Field(description="The hosting provider.")


class Timings(Model):
    """Every timing of the spec's section 9, in milliseconds unless stated."""

    trial_banner_delay_ms: int = Field(ge=0, description="Trial banner appears after (3 s).")
    trial_banner_dismiss_ms: int = Field(ge=0, description="Dismissed banner returns after (30 s).")
    modal_time_trigger_ms: int = Field(ge=0, description="Conversion modal time trigger (40 s).")
    modal_scroll_ratio: float = Field(gt=0, le=1, description="Scroll trigger share of page (0.6).")
    modal_cooldown_ms: int = Field(ge=0, description="No new modal for (24 h).")
    inline_redirect_ms: int = Field(ge=0, description="Audit page after in-content success (1 s).")
    modal_redirect_ms: int = Field(ge=0, description="Audit page after modal success (3 s).")
    share_notice_ms: int = Field(ge=0, description="Share bonus notice (5 s).")
    copied_notice_ms: int = Field(ge=0, description="« Copié ! » notice (2 s).")


class Limits(Model):
    """Counts of the spec's section 9."""

    search_min_chars: int = Field(ge=1, description="Search threshold (3).")
    search_max_results: int = Field(ge=1, description="Search results cap (8).")
    sidebar_sectors: int = Field(ge=1, description="Sectors in the sidebar before « see all » (8).")
    mobile_sections: int = Field(ge=1, description="Sections in the mobile menu (5).")
    mobile_ai_sections: int = Field(ge=1, description="AI sections in the mobile menu (4).")
    category_recommended: int = Field(ge=1, description="Recommended items on a category (6).")
    category_page_size: int = Field(
        ge=1,
        description="Articles on one page of a category; pages 2+ at /{lang}/category/{slug}/page/{n} (6).",
    )
    catalogue_topic_articles: int = Field(
        ge=1, description="Newest articles a catalogue's topic card links to; the rest via categories (3)."
    )
    ai_catalogue_articles: int = Field(ge=1, description="Newest AI articles shown on the AI catalogue (6).")
    article_related_each: int = Field(ge=1, description="Similar articles, sections, sectors (3).")
    ai_article_related: int = Field(ge=1, description="Related items on an AI article (3).")
    sector_related: int = Field(ge=1, description="Recommendations on a sector (6).")


class SiteSettings(Model):
    """What every page's scripts read of `content/site.yaml` (the shell data): all of it but what
    only the server and the legal pages use (`Site`)."""

    brand: Brand = Field(description="Names shown on the site.")
    contact_email: str = Field(pattern=r"^[^@\s]+@[^@\s]+\.[^@\s]+$", description="Contact e-mail.")
    utm_source: str = Field(pattern=r"^[a-z0-9_-]+$", description="utm_source of every outbound link.")
    urls: Urls = Field(description="Outbound addresses.")
    claims: Claims = Field(description="Marketing claims.")
    claims_substantiated: bool = Field(
        default=False,
        description="True once every figure shown as proof (companies helped, average ROI, satisfaction, "
        "video views and rating, AI failure rate) is the provider's own and can be proven; "
        "`check --production` refuses false.",
    )
    claims_source: LText | None = Field(
        default=None,
        description="Where the proof figures come from (a survey, its date, its sample), shown beside them "
        'with « selon {platform} » / "according to {platform}"; `check --production` refuses proof '
        "figures without it.",
    )
    timings: Timings = Field(description="Timings of the conversion flow.")
    limits: Limits = Field(description="Counts of lists and search.")
    modal_keywords: list[LText] = Field(
        min_length=1, description="Clicking text that contains one of these opens the modal."
    )
    copyright_year: int = Field(description="Year in the footer (2025).")


class Site(SiteSettings):
    """`content/site.yaml`."""

    lead_retention_years: int = Field(
        ge=1,
        le=10,
        description="Years a lead is kept: the privacy policy says it (`{leads.retention_years}`), "
        "`bibliotheque leads purge` applies it and the admin's leads screen shows it.",
    )
    audience_retention_months: int = Field(
        ge=1,
        le=25,
        description="Months the audience counters are kept (CNIL: at most 25 for exempt audience "
        "measurement): the cookie and privacy pages say it (`{audience.retention_months}`) and "
        "`bibliotheque leads purge` applies it.",
    )
    publisher: Publisher = Field(description="The publisher's legal identity (legal notice, privacy policy).")
