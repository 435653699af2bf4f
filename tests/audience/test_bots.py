"""Known bots are those of the npm package `isbot` at the version web/package.json pins."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from bibliotheque.audience.bots import from_node_modules, is_bot, pinned

WEB = Path(__file__).resolve().parents[2] / "web"
# Browsers, then bots and tools; the pattern rewritten for Python are exercised by name.
USER_AGENTS = [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 GoogleApp/15.0",
    "Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36 channel/googleplay",
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
    "Mozilla/5.0 (compatible; a-b.c/1.0)",
    "Mozilla/5.0 (compatible; Google-Read-Aloud; +https://support.google.com/webmasters/answer/1061943)",
    "curl/8.5.0",
    "python-requests/2.32.3",
    "Wget/1.21.4",
]


def test_the_stored_list_is_the_pinned_packages(tmp_path: Path) -> None:
    """Fails after an upgrade of isbot until `python -m bibliotheque.audience.bots` is run."""
    pinned_version = json.loads((WEB / "package.json").read_text())["dependencies"]["isbot"]
    installed = from_node_modules(WEB)
    stored = pinned()
    assert stored["version"] == pinned_version == installed["version"]
    assert stored["patterns"] == installed["patterns"], "stale: run python -m bibliotheque.audience.bots"


def test_python_says_what_isbot_says() -> None:
    script = (
        "const {isbot} = require('isbot'); const uas = JSON.parse(require('fs').readFileSync(0, 'utf8'));"
        "process.stdout.write(JSON.stringify(uas.map((ua) => isbot(ua))))"
    )
    out = subprocess.run(
        ["node", "-e", script],
        cwd=WEB,
        input=json.dumps(USER_AGENTS),
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    expected = json.loads(out)
    assert [is_bot(ua) for ua in USER_AGENTS] == expected
    assert expected[:8] == [False] * 8 and all(expected[8:])
