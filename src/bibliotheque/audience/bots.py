"""Known bots, by their User-Agent: the pattern list of the npm package `isbot`, pinned.

`isbot_patterns.json` is that package's `list` export at the version `web/package.json` pins;
`python -m bibliotheque.audience.bots` rewrites it from `web/node_modules` after an upgrade (a
test fails while it is stale). The patterns are JavaScript regular expressions; two of their
forms are not Python's and are rewritten to the same meaning: a negative look-behind with
alternatives of different lengths, and a `-` after a class escape inside brackets.
"""

from __future__ import annotations

import json
import re
import subprocess
from functools import lru_cache
from importlib.resources import files
from pathlib import Path

from bibliotheque.paths import WEB as _WEB

_DATA = "isbot_patterns.json"
_LOOKBEHIND = re.compile(r"\(\?<!([^()]*\|[^()]*)\)")
_CLASS_DASH = re.compile(r"(\\[dwsDWS])-")


def _python_pattern(pattern: str) -> str:
    """A JavaScript pattern of the list in Python's syntax, with the same meaning."""

    def split(match: re.Match[str]) -> str:
        return "".join(f"(?<!{option})" for option in match.group(1).split("|"))

    pattern = _LOOKBEHIND.sub(split, pattern)
    return _CLASS_DASH.sub(r"\1\\-", pattern)


def pinned() -> dict[str, object]:
    """The stored list: `{"package", "version", "source", "patterns"}`."""
    data: dict[str, object] = json.loads(files("bibliotheque.audience").joinpath(_DATA).read_text("utf-8"))
    return data


@lru_cache(maxsize=1)
def _pattern() -> re.Pattern[str]:
    patterns = pinned()["patterns"]
    assert isinstance(patterns, list)
    # JavaScript's `\w`, `\d` and `\b` are ASCII; `i` is its only flag.
    return re.compile("|".join(_python_pattern(str(p)) for p in patterns), re.IGNORECASE | re.ASCII)


def is_bot(user_agent: str) -> bool:
    """Whether the User-Agent names a bot, as `isbot` says; an empty one is no browser either."""
    return not user_agent.strip() or _pattern().search(user_agent) is not None


def from_node_modules(web: Path = _WEB) -> dict[str, object]:
    """The list and version of the `isbot` installed in `web/node_modules` (needs Node)."""
    script = (
        "const m = require('isbot'); const p = require('isbot/package.json');"
        "process.stdout.write(JSON.stringify({version: p.version, patterns: m.list}))"
    )
    out = subprocess.run(["node", "-e", script], cwd=web, check=True, capture_output=True, text=True).stdout
    found = json.loads(out)
    return {
        "package": "isbot",
        "version": found["version"],
        "source": "web/node_modules/isbot (npm), its `list` export",
        "patterns": found["patterns"],
    }


def main() -> None:
    data = from_node_modules()
    target = Path(__file__).with_name(_DATA)
    target.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    patterns = data["patterns"]
    assert isinstance(patterns, list)
    print(f"{target}: isbot {data['version']}, {len(patterns)} patterns")


if __name__ == "__main__":
    main()
