"""A minimal, valid content tree for tests: one of every kind, short texts.

`write_minimal_content(root)` writes it; tests then break one file and assert the error.
Texts are short (under 40 characters) so the repeated-sentence rule stays quiet.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

REAL_CONTENT = Path(__file__).resolve().parents[1] / "content"


# What every article, sector and guide ends with (issue 17: dated, sourced facts).
REVIEWED_AT = "2026-11-23"
SOURCED: dict[str, Any] = {
    "reviewed_at": REVIEWED_AT,
    "sources": [
        {
            "title": "Article L441-10 - Code de commerce",
            "publisher": "Légifrance",
            "url": "https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038414392",
            "consulted_at": REVIEWED_AT,
        }
    ],
}


def t(fr: str, en: str | None = None) -> dict[str, str]:
    return {"fr": fr, "en": en or f"{fr} (en)"}


def tl(n: int, stem: str) -> list[dict[str, str]]:
    return [t(f"{stem} n°{i + 1}", f"{stem} no. {i + 1}") for i in range(n)]


def topic(slug: str, ai: bool = False) -> dict[str, Any]:
    out: dict[str, Any] = {
        "slug": slug,
        "title": t(f"Sujet {slug}"),
        "description": t(f"Description {slug}"),
        "difficulty": "beginner",
        "read_time": 12,
        "keywords": tl(3, f"mot {slug}"),
        "pain_points": tl(3, f"douleur {slug}"),
        "solutions": tl(3, f"solution {slug}"),
    }
    if ai:
        out |= {
            "ai_solutions": tl(2, f"ia {slug}"),
            "technical_requirements": tl(2, f"prérequis {slug}"),
            "consulting_expertise": t(f"Expertise {slug}"),
            "case_study": t(f"Cas {slug}"),
            "illustrative": True,
            "implementation_months": {"min": 2, "max": 4},
            "estimated_cost_eur": {"min": 12000, "max": 30000},
        }
    return out


def article(id_: str, slug: str, section: str, topic_slug: str) -> dict[str, Any]:
    return {
        "id": id_,
        "slug": slug,
        "title": t(f"Article {slug}"),
        "description": t(f"Résumé {slug}"),
        "category": "management-pilotage",
        "section": section,
        "topic": topic_slug,
        "difficulty": "intermediate",
        "keywords": tl(3, f"clé {slug}"),
        "read_time": 10,
        "published_at": "2023-12-01",
        "problem": t(f"Problème {slug}"),
        "consequences": tl(6, f"conséquence {id_}"),
        "market_solutions": [
            {"name": t(f"Approche {i} {id_}"), "drawback": t(f"Limite {i} {id_}")} for i in range(5)
        ],
        "platform_solution": {
            "title": t(f"Plateforme {id_}"),
            "description": t(f"Avec {{platform}} {id_}"),
            "features": tl(8, f"fonction {id_}"),
        },
        "consulting": {
            "title": t(f"Conseil {id_}"),
            "description": t(f"Avec {{consulting}} {id_}"),
            "roi": {"percent": 280, "months": 12},
            "case_study": t(f"Cas illustratif {id_}"),
            "illustrative": True,
        },
        "checklist": tl(3, f"étape {id_}"),
        "video": {"title": t(f"Vidéo {id_}"), "url": "https://videos.example/@bibliotheque-pme/demo"},
        **SOURCED,
    }


def sector(id_: int, slug: str, guides: int) -> dict[str, Any]:
    return {
        "id": id_,
        "slug": slug,
        "name": t(f"Secteur {slug}"),
        "description": t(f"Le secteur {slug}"),
        "icon": "building",
        "target_revenue": [{"min": 100000, "max": 1000000}],
        "business_model": {
            "description": t(f"Modèle {slug}"),
            "revenue_streams": tl(2, f"revenu {slug}"),
            "key_metrics": tl(2, f"indicateur {slug}"),
            "challenges": tl(2, f"défi {slug}"),
        },
        "specific_challenges": tl(3, f"enjeu {slug}"),
        "solutions": [t(f"Nom {i}\u00a0: texte {slug}", f"Name {i}: text {slug}") for i in range(3)],
        "case_studies": tl(1, f"étude {slug}"),
        "case_studies_illustrative": True,
        "success_examples": [
            {
                "name": "Exemplo",
                "achievement": t("+20\u00a0%"),
                "description": t("Par méthode"),
                "illustrative": True,
            }
        ],
        "resources": ["ressource-test"],
        "tools": ["outil-test"],
        "guides": [
            {
                "slug": f"guide-{slug}-{g}",
                "title": t(f"Guide {g}\u00a0: {slug}", f"Guide {g}: {slug}"),
                "description": t(f"Guide {g} {slug}"),
                "keywords": tl(3, f"requête {g}"),
                "target_keyword": t(f"requête {slug}"),
                "search_intent": "problem",
                "content": {
                    "problem": t(f"Problème guide {g}"),
                    "pain_points": tl(3, f"point {g}"),
                    "current_solutions": tl(2, f"actuel {g}"),
                    "why_it_fails": t(f"Échec {g}"),
                    "better_approach": t(f"Mieux {g}"),
                    "cta": t(f"Agir {g}"),
                },
                **SOURCED,
            }
            for g in range(guides)
        ],
        **SOURCED,
    }


def question_select(qid: str, options: int = 4) -> dict[str, Any]:
    return {
        "id": qid,
        "question": t(f"Question {qid}"),
        "type": "select",
        "options": tl(options, f"option {qid}"),
    }


def minimal_files() -> dict[str, Any]:
    """Relative path → data of every file of the minimal tree (site.yaml and categories from the real one)."""

    def result(low: int, high: int, name: str) -> dict[str, Any]:
        return {
            "score_range": [low, high],
            "title": t(f"Résultat {name}"),
            "description": t(f"Vous êtes {name}"),
            "recommendations": tl(1, f"conseil {name}"),
            "next_steps": tl(1, f"suite {name}"),
        }

    def legal(slug: str) -> dict[str, Any]:
        return {
            "slug": slug,
            "title": t(f"Page {slug}"),
            "description": t(f"À propos de {slug}"),
            "reviewed_at": "2026-11-23",
            "sections": [{"id": "intro", "heading": t("Introduction"), "paragraphs": tl(1, f"texte {slug}")}],
        }

    def form(name: str) -> dict[str, Any]:
        return {
            "title": t(f"Titre {name}"),
            "subtitle": t(f"Sous-titre {name}"),
            "button": t(f"Bouton {name}"),
            "success_title": t("Inscription Réussie", "Successfully signed up"),
            "success_text": t(f"Merci {name}"),
        }

    def modal(role: str) -> dict[str, Any]:
        return {
            "title": t(f"Bienvenue {role}"),
            "subtitle": t(f"Rejoignez {role}"),
            "role": t(role),
            "benefits": tl(2, f"avantage {role}"),
            "button": t(f"Rejoindre {role}"),
        }

    def banner(key: str) -> dict[str, Any]:
        return {
            "title": t(f"Démo {key}"),
            "description": t(f"Voir {key}"),
            "duration": "3:20",
            "video_url": "https://videos.example/@bibliotheque-pme/demo",
        }

    return {
        "home.yaml": {
            "hero": {
                "title": t("Titre accueil"),
                "subtitle": t("Sous-titre accueil"),
                "description": t("Description accueil"),
                "cta_primary": t("Essai gratuit"),
                "cta_secondary": t("Audit gratuit"),
            },
            "presentation": {"title": t("Présentation"), "description": t("Qui nous sommes")},
            "sector_cards": [
                {"sector": "btp-construction", "description": t(f"Carte {i}")} for i in range(4)
            ],
            "method": [{"title": t(f"Étape {i}"), "description": t(f"Faire {i}")} for i in range(4)],
            "ai_blocks": [
                {
                    "title": t(f"Bloc IA {i}"),
                    "description": t(f"Bloc {i}"),
                    "theme": "ia-liberte-dirigeant",
                    "solution_count": n,
                    "duration_months": {"min": 2, "max": 4},
                }
                for i, n in enumerate((8, 12, 10))
            ],
            "client_types": [{"title": t(f"Client {i}"), "description": t(f"Type {i}")} for i in range(2)],
            "quick_links": [
                {"text": t("Secteurs"), "url": "/industries", "description": t("Tous"), "type": "internal"},
                {"text": t("Outils"), "url": "/resources", "description": t("Tous"), "type": "internal"},
            ],
            "partner": {"title": t("Partenaire"), "description": t("Notre groupe")},
            "final_cta": {"title": t("Commencer"), "description": t("Dès aujourd’hui")},
        },
        "conversion.yaml": {
            "community": {
                "trial": modal("Membre premium en essai"),
                "client": modal("Client privilégié"),
                "default": modal("Membre de la communauté"),
            },
            "video_banners": {
                k: banner(k)
                for k in (
                    "management-pilotage",
                    "process-productivite",
                    "acquisition-fidelisation",
                    "default",
                )
            },
            "modal_benefits": {"default": tl(2, "bénéfice")},
            "inline_form": form("formulaire"),
            "modal": form("fenêtre"),
            "trial_banner": {"title": t("Essai 14 jours"), "description": t("Sans carte")},
        },
        "ai-catalogue.yaml": {
            "warning": {
                "title": t("Avertissement"),
                "description": t(
                    "Entre {claims.ai_project_months_min} et {claims.ai_project_months_max}\u00a0mois"
                ),
            },
            "methodology": {
                "title": t("Méthode"),
                "description": t("Pas à pas"),
                "steps": [{"title": t(f"Étape IA {i}"), "description": t(f"Faire IA {i}")} for i in range(3)],
            },
            "cta": {
                "title": t("Audit IA"),
                "description": t("Évaluer"),
                "primary_button": t("Audit"),
                "secondary_button": t("Consultant"),
            },
        },
        "exclusive.yaml": {
            "intro": {"title": t("Ressources clients"), "description": t("Réservé")},
            "items": [
                {
                    "id": 1,
                    "category": t("Modèles"),
                    "title": t("Pack"),
                    "description": t("Pack complet"),
                    "format": t("PDF"),
                    "value_eur": 140000,
                }
            ],
        },
        "clusters.yaml": {
            "clusters": [
                {
                    "id": 1,
                    "slug": "cluster-test",
                    "title": t("Grappe test"),
                    "description": t("Apprendre"),
                    "pillar_article": "article-un",
                    "satellite_articles": ["article-deux", "article-ia", "article-un"],
                    "resources": ["ressource-test"],
                    "tools": ["outil-test"],
                    "level": "sme",
                }
            ]
        },
        "resources.yaml": {
            "resources": [
                {
                    "id": 1,
                    "slug": "ressource-test",
                    "title": t("Ressource test"),
                    "description": t("Une ressource"),
                    "type": "template",
                    "category": "management-pilotage",
                    "difficulty": "beginner",
                    "access_level": "free",
                    "estimated_time": t("10\u00a0min"),
                    "format": t("CSV"),
                    "published_at": "2023-12-01",
                    "download_file": "modele.csv",
                    "workbook": "process-cost",
                },
                {
                    "id": 2,
                    "slug": "guide-test",
                    "title": t("Guide test"),
                    "description": t("Un guide"),
                    "type": "guide",
                    "category": "management-pilotage",
                    "difficulty": "beginner",
                    "access_level": "email",
                    "estimated_time": t("20 min"),
                    "format": t("PDF"),
                    "published_at": "2023-12-02",
                },
            ]
        },
        "documents/guide-test.yaml": {
            "resource": "guide-test",
            "subtitle": t("Sous-titre du guide"),
            "introduction": t("Introduction du guide.\n\nSecond paragraphe."),
            "sections": [
                {"article": "article-un"},
                {"title": t("Chapitre écrit"), "text": t("Texte du chapitre"), "items": tl(2, "point")},
            ],
            "conclusion": t("Conclusion du guide"),
        },
        "sections/liberte-dirigeant.yaml": {
            "id": 1,
            "slug": "liberte-dirigeant",
            "title": t("Liberté du dirigeant"),
            "description": t("Se libérer"),
            "icon": "compass",
            "color": "blue",
            "priority": 1,
            "topics": [topic("sujet-un"), topic("sujet-deux")],
        },
        "ai-themes/ia-liberte-dirigeant.yaml": {
            "id": 1,
            "slug": "ia-liberte-dirigeant",
            "title": t("IA et dirigeant"),
            "description": t("L’IA pour se libérer"),
            "icon": "bot",
            "color": "indigo",
            "priority": 1,
            "topics": [topic("ia-sujet-un", ai=True), topic("ia-sujet-deux", ai=True)],
        },
        "articles/01-article-un.yaml": article("1", "article-un", "liberte-dirigeant", "sujet-un"),
        "articles/02-article-deux.yaml": article("2", "article-deux", "liberte-dirigeant", "sujet-deux"),
        "ai-articles/ai-1-article-ia.yaml": article(
            "ai-1", "article-ia", "ia-liberte-dirigeant", "ia-sujet-un"
        ),
        "sectors/01-btp-construction.yaml": sector(1, "btp-construction", guides=2),
        "sectors/02-hotellerie.yaml": sector(2, "hotellerie", guides=0),
        "tools/outil-test.yaml": {
            "id": 1,
            "slug": "outil-test",
            "title": t("Outil test"),
            "description": t("Mesurer"),
            "category": "management-pilotage",
            "type": "assessment",
            "lead_capture": True,
            "estimated_time": t("3\u00a0min"),
            "questions": [
                question_select("q1"),
                {"id": "q2", "question": t("Combien\u00a0?"), "type": "range", "min": 1, "max": 50},
            ],
            "results": [result(0, 40, "bas"), result(41, 70, "moyen"), result(71, 100, "haut")],
        },
        "legal/privacy.yaml": legal("privacy"),
        "legal/terms.yaml": legal("terms"),
        "legal/cookies.yaml": legal("cookies"),
        "legal/legal-notice.yaml": legal("legal-notice"),
    }


def minimal_categories() -> dict[str, Any]:
    """The real categories, their related links pointing at pages of the minimal tree."""
    data: dict[str, Any] = yaml.safe_load((REAL_CONTENT / "categories.yaml").read_text(encoding="utf-8"))
    for category in data["categories"]:
        category["related_links"] = [
            {
                "url": "/industries",
                "text": t("Secteurs"),
                "description": t("Par métier."),
                "type": "internal",
            },
            {
                "url": "/content-sections",
                "text": t("Catalogue"),
                "description": t("Tous les sujets."),
                "type": "internal",
            },
        ]
    return data


def write_minimal_content(root: Path, overrides: dict[str, Any] | None = None) -> Path:
    """Write the minimal tree under `root` and return it."""
    root.mkdir(parents=True, exist_ok=True)
    (root / "site.yaml").write_text(
        (REAL_CONTENT / "site.yaml").read_text(encoding="utf-8"), encoding="utf-8"
    )
    (root / "categories.yaml").write_text(
        yaml.safe_dump(minimal_categories(), allow_unicode=True, sort_keys=False), encoding="utf-8"
    )
    for rel, data in (minimal_files() | (overrides or {})).items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    (root / "files").mkdir(exist_ok=True)
    (root / "files" / "modele.csv").write_text("Colonne;Valeur\n", encoding="utf-8")
    return root
