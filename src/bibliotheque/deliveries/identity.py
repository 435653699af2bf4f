"""Who the e-mails come from and what they link to, read once from `content/site.yaml`.

The legal sender identity is the site's publisher: `publisher` in `site.yaml` (legal name, form,
address, RCS registration; the fields the legal notice shows), otherwise the brand's site name; the contact address and the
privacy page come from the same file. Tool titles come from `content/tools/*.yaml`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from bibliotheque.langs import LANGS as SITE_LANGS

LANGS: tuple[str, ...] = SITE_LANGS


class IdentityError(ValueError):
    """`site.yaml` cannot give the sender identity (the message names the file)."""


def _text(value: Any, lang: str) -> str:
    if isinstance(value, dict):
        return str(value.get(lang) or value.get("fr") or "")
    return "" if value is None else str(value)


@dataclass(frozen=True)
class SenderIdentity:
    site_name: dict[str, str]
    publisher: dict[str, str]
    publisher_lines: dict[str, list[str]]
    contact_email: str
    base_url: str
    audit_url: str
    consulting_name: str
    analysis_hours: int
    tools: dict[str, dict[str, str]] = field(default_factory=dict)
    # Tool slug → question id → (question, options) by language: the team reads words, not ids.
    questions: dict[str, dict[str, dict[str, Any]]] = field(default_factory=dict)
    # Resource slug → title by language (content/resources.yaml): what a resource lead asked for.
    resources: dict[str, dict[str, str]] = field(default_factory=dict)

    def privacy_url(self, lang: str) -> str:
        return f"{self.base_url}/{lang}/privacy"

    def tool_url(self, lang: str, slug: str) -> str:
        return f"{self.base_url}/{lang}/tool/{slug}"

    def tool_title(self, lang: str, slug: str) -> str:
        return self.tools.get(slug, {}).get(lang) or slug

    def resource_title(self, lang: str, slug: str) -> str:
        return self.resources.get(slug, {}).get(lang) or slug

    def resource_url(self, lang: str, slug: str) -> str:
        """The resource on the resources page, where its file is given again."""
        return f"{self.base_url}/{lang}/resources#{slug}"

    def answers(self, lang: str, slug: str | None, answers: dict[str, Any] | None) -> list[tuple[str, str]]:
        """(question, answer) in words where the tool says them: a select answer is the option's
        1-based position (as the tool form sends it); anything unknown is shown as sent."""
        shown = []
        for question_id, value in sorted((answers or {}).items()):
            question = self.questions.get(slug or "", {}).get(question_id)
            if question is None:
                shown.append((question_id, str(value)))
                continue
            options = question["options"]
            answer = str(value)
            if options and isinstance(value, int) and 1 <= value <= len(options):
                answer = f"{_text(options[value - 1], lang)} ({value})"
            shown.append((_text(question["question"], lang), answer))
        return shown


def load_identity(content_dir: Path) -> SenderIdentity:
    site_file = content_dir / "site.yaml"
    try:
        site = yaml.safe_load(site_file.read_text(encoding="utf-8"))
        brand, urls = site["brand"], site["urls"]
        publisher = site.get("publisher") or {}
        names = {
            lang: _text(publisher.get("legal_name"), lang) or _text(brand["site_name"], lang)
            for lang in LANGS
        }
        siren = str(publisher.get("siren") or "")
        registration = (
            f"RCS {_text(publisher.get('rcs_city'), 'fr')} {siren[:3]} {siren[3:6]} {siren[6:]}"
            if siren
            else ""
        )
        lines = {
            lang: [
                value
                for value in (
                    _text(publisher.get("legal_form"), lang),
                    _text(publisher.get("address"), lang),
                    registration,
                )
                if value
            ]
            for lang in LANGS
        }
        identity = SenderIdentity(
            site_name={lang: _text(brand["site_name"], lang) for lang in LANGS},
            publisher=names,
            publisher_lines=lines,
            contact_email=str(site["contact_email"]),
            base_url=str(urls["base"]).rstrip("/"),
            audit_url=str(urls["audit"]),
            consulting_name=str(brand["consulting_name"]),
            analysis_hours=int(site.get("claims", {}).get("analysis_hours", 24)),
            tools=_tool_titles(content_dir / "tools"),
            questions=_tool_questions(content_dir / "tools"),
            resources=_resource_titles(content_dir / "resources.yaml"),
        )
    except OSError as exc:
        raise IdentityError(f"{site_file}: cannot read the sender identity ({exc.strerror})") from None
    except (KeyError, TypeError, ValueError, yaml.YAMLError) as exc:
        raise IdentityError(f"{site_file}: no sender identity in it ({exc!r})") from None
    return identity


def _tool_titles(folder: Path) -> dict[str, dict[str, str]]:
    titles: dict[str, dict[str, str]] = {}
    for path in sorted(folder.glob("*.yaml")):
        tool = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        if "slug" in tool and "title" in tool:
            titles[str(tool["slug"])] = {lang: _text(tool["title"], lang) for lang in LANGS}
    return titles


def _resource_titles(path: Path) -> dict[str, dict[str, str]]:
    listed = (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).get("resources") or []
    return {
        str(item["slug"]): {lang: _text(item.get("title"), lang) for lang in LANGS}
        for item in listed
        if isinstance(item, dict) and "slug" in item
    }


def _tool_questions(folder: Path) -> dict[str, dict[str, dict[str, Any]]]:
    found: dict[str, dict[str, dict[str, Any]]] = {}
    for path in sorted(folder.glob("*.yaml")):
        tool = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        found[str(tool.get("slug", path.stem))] = {
            str(q["id"]): {"question": q.get("question"), "options": q.get("options")}
            for q in tool.get("questions") or []
            if isinstance(q, dict) and "id" in q
        }
    return found
