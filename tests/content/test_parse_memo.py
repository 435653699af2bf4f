"""The build keeps parsed content files between runs (`yaml_source.parse_memo`, issue 35): a file
is parsed again when it changed, and what a reader does to the data never reaches the next run."""

from __future__ import annotations

import os
import pickle
from pathlib import Path

from bibliotheque.content.yaml_source import ParseMemo, parse_memo, read_yaml


def _same_time(path: Path, text: str) -> None:
    """`text` written into `path` with the size and time it had: what the memo cannot tell apart."""
    found = path.stat()
    path.write_text(text, encoding="utf-8")
    os.utime(path, ns=(found.st_atime_ns, found.st_mtime_ns))


def _data(path: Path) -> object:
    source, problems = read_yaml(path)
    assert source is not None and problems == []
    return source.data


def test_an_unchanged_file_is_recalled_and_a_changed_one_parsed_again(tmp_path: Path) -> None:
    memo, page = tmp_path / "parsed.pickle", tmp_path / "page.yaml"
    page.write_text("title:\n  fr: Avant\n", encoding="utf-8")
    with parse_memo(memo):
        first = _data(page)
    assert first == {"title": {"fr": "Avant"}}

    _same_time(page, "title:\n  fr: Autre\n")
    with parse_memo(memo):
        assert _data(page) == first  # trusted by its size and time
        source, _ = read_yaml(page)
        assert source is not None and source.line_of(("title", "fr")) == 2

    found = page.stat()
    os.utime(page, ns=(found.st_atime_ns, found.st_mtime_ns + 1_000_000))
    with parse_memo(memo):
        assert _data(page) == {"title": {"fr": "Autre"}}
    assert _data(page) == {"title": {"fr": "Autre"}}  # outside, no memo


def test_a_reader_s_changes_and_other_code_s_memo_are_not_recalled(tmp_path: Path) -> None:
    memo, page = tmp_path / "parsed.pickle", tmp_path / "page.yaml"
    page.write_text("items:\n- un\n", encoding="utf-8")
    with parse_memo(memo):
        data = _data(page)
        assert isinstance(data, dict)
        data["items"].append("ajouté par un lecteur")
    with parse_memo(memo):
        assert _data(page) == {"items": ["un"]}

    _same_time(page, "items:\n- xx\n")
    _, kept = pickle.loads(memo.read_bytes())
    memo.write_bytes(pickle.dumps(("other code", kept)))
    with parse_memo(memo):
        assert _data(page) == {"items": ["xx"]}
    assert pickle.loads(memo.read_bytes())[0] == ParseMemo.CODE

    memo.write_bytes(b"not a pickle")
    with parse_memo(memo):
        assert _data(page) == {"items": ["xx"]}
