"""The weight benchmark's font count: the faces of the page's font stack, not every declared face."""

from __future__ import annotations

from pathlib import Path

from bench.weight import used_fonts

# The shape of the built stylesheet: Inter's faces by subset, the metric-matched fallback (a local
# face, no file), and the reader's dyslexia mode with its own stack declared after the default one.
CSS = """
:root{--font-sans:"Inter Variable", "Inter Fallback", ui-sans-serif, sans-serif}
@font-face{font-family:Inter Variable;src:url(/assets/inter-latin-ext.woff2)format("woff2");unicode-range:U+100-2BA,U+1E00-1EFF}
@font-face{font-family:Inter Variable;src:url(/assets/inter-latin.woff2)format("woff2");unicode-range:U+0-FF,U+2019}
@font-face{font-family:"Inter Fallback";src:local("Arial");size-adjust:107.54%}
@font-face{font-family:"OpenDyslexic";src:url(/assets/opendyslexic-latin.woff2)format("woff2");unicode-range:U+0-FF}
[data-dyslexia]{--font-sans:"OpenDyslexic", Verdana, sans-serif}
"""


def _fonts(tmp_path: Path, text: str) -> list[str]:
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "root.css").write_text(CSS, encoding="utf-8")
    return used_fonts(tmp_path, ["/assets/root.css"], text)


def test_french_text_loads_only_inter_latin(tmp_path: Path) -> None:
    # OpenDyslexic also covers these characters and is declared last: it must not be counted.
    assert _fonts(tmp_path, "Déclarer la TVA à l’échéance") == ["/assets/inter-latin.woff2"]


def test_a_character_outside_latin_loads_the_subset_covering_it(tmp_path: Path) -> None:
    assert _fonts(tmp_path, "Łódź et café") == ["/assets/inter-latin-ext.woff2", "/assets/inter-latin.woff2"]
