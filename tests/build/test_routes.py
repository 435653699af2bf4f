"""The Python route registry and the React Router route config describe the same pages."""

from __future__ import annotations

import re
from pathlib import Path

from bibliotheque.routes import FAMILIES, href

ROUTES_TS = Path(__file__).resolve().parents[2] / "web" / "app" / "routes.ts"


def test_every_family_is_a_react_router_route() -> None:
    text = ROUTES_TS.read_text(encoding="utf-8")
    declared = {"/{lang}/" + p for p in re.findall(r'route\("([^":][^"]*)"', text)}
    declared.add("/{lang}")
    as_python = {
        re.sub(r"\{(?!lang)[a-z]+\}", lambda m: ":" + m.group(0)[1:-1], f.pattern) for f in FAMILIES.values()
    }
    as_python = {p.replace(":guide", ":guide") for p in as_python}
    assert {p.replace("{lang}", "{lang}") for p in as_python} == {
        re.sub(r":([a-z]+)", r":\1", d) for d in declared
    }


def test_href_builds_paths() -> None:
    assert href("fr", "home") == "/fr"
    assert href("en", "article", "x") == "/en/article/x"
    assert href("fr", "guide", "btp", "g") == "/fr/industry/btp/g"
