"""How close articles and sectors are to each other: the « similar » and « recommended » blocks.

Closeness is counted, never stored (DESIGN §4): a shared section weighs 3, a shared category 2,
each shared word of the French title, description and keywords (or a sector's name, description
and challenges) 1; an internal related link of the page weighs 10. Ties keep the content order.
An article's « sectors concerned » are those an editor linked, from the article or from the
sector's page, then those sharing a word of the sector's name (« marketing ») or at least
SECTOR_WORDS words that are not common in the library (in more than a fifth of the sectors or of
the articles: « clients », « temps »): none rather than a sector that shares a word by chance.
"""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Iterable
from functools import cached_property

from bibliotheque.content.library import Library
from bibliotheque.content.models.articles import Article
from bibliotheque.content.models.common import LinkItem
from bibliotheque.content.models.sectors import Sector
from bibliotheque.text.fold import words

# A link to one of these weighs as much as ten shared words: the editor chose it.
LINKED_WEIGHT = 10
SECTION_POOL = 12  # the similar articles whose sections `similar_sections` lists
SECTOR_WORDS = 2  # uncommon shared words that make a sector not linked by an editor « concerned »
COMMON = 0.2  # a word in more than this share of the sectors or of the articles says nothing


def linked_slugs(links: Iterable[LinkItem]) -> set[str]:
    """The slugs (last path segment) that a related-links box points to."""
    return {link.url.rsplit("/", 1)[-1] for link in links}


class Similarity:
    """Scores of closeness between the articles and sectors of one library."""

    def __init__(self, library: Library) -> None:
        self.lib = library
        self._similar: dict[str, list[Article]] = {}  # the most similar first, by slug
        self._concerned: dict[str, list[Sector]] = {}  # the sectors concerned, by article slug

    @cached_property
    def article_words(self) -> dict[str, set[str]]:
        """Each article's French words (title, description, keywords), by slug."""
        return {
            a.slug: words(" ".join([a.title.fr, a.description.fr, *(k.fr for k in a.keywords)]))
            for a in self.lib.all_articles
        }

    @cached_property
    def sector_words(self) -> dict[str, set[str]]:
        """Each sector's French words (name, description, specific challenges), by slug."""
        return {
            s.slug: words(" ".join([s.name.fr, s.description.fr, *(c.fr for c in s.specific_challenges)]))
            for s in self.lib.sectors
        }

    @cached_property
    def _article_facts(self) -> list[tuple[Article, str, str, frozenset[str], bool]]:
        """What the score reads of each article (section, category, words, AI or not), read once."""
        return [
            (a, a.section, a.category, frozenset(self.article_words[a.slug]), a.is_ai)
            for a in self.lib.all_articles
        ]

    def similar_articles(self, article: Article, limit: int) -> list[Article]:
        """Articles sharing the section, the category or words, most similar first.

        At equal score, business articles come before AI ones, then by id. Each article is scored
        against every other once, whatever the language or the number asked (the list is the same):
        at 1,000 articles the pages of both languages asked ~4,000 times (issue 35).
        """
        found = self._similar.get(article.slug)
        if found is None or len(found) < min(limit, len(self._article_facts) - 1):
            # At least the 12 that `similar_sections` reads: one ranking per article serves both.
            found = self._similar[article.slug] = self._most_similar(article, max(limit, SECTION_POOL))
        return found[:limit]

    @cached_property
    def _ranking(self) -> tuple[dict[str, int], list[int], list[int], list[int]]:
        """What `_most_similar` reads, made once: each article's index by slug, its words as the bits
        of one integer (shared words: the bits of an `&`), and the order of the articles at equal
        score (business first, then by id, then in content order)."""
        vocabulary: dict[str, int] = {}
        bits = [
            sum(1 << vocabulary.setdefault(word, len(vocabulary)) for word in w)
            for _, _, _, w, _ in self._article_facts
        ]
        facts = self._article_facts
        order = sorted(range(len(facts)), key=lambda j: (int(facts[j][4]), facts[j][0].id, j))
        rank = [0] * len(order)
        for r, j in enumerate(order):
            rank[j] = r
        index = {a.slug: j for j, (a, *_) in enumerate(facts)}
        return index, bits, order, rank

    def _most_similar(self, article: Article, limit: int) -> list[Article]:
        """The `limit` closest articles: each scored as one integer that sorts as (−score, AI or not,
        id, content order), so that choosing them is a comparison of integers (issue 35: a million
        pairs at 1,000 articles)."""
        index, bits, order, rank = self._ranking
        facts, me = self._article_facts, index[article.slug]
        mine, section, category, n = bits[me], article.section, article.category, len(facts)
        keys = [
            rank[j] - n * (3 * (s == section) + 2 * (c == category) + (mine & b).bit_count())
            for j, ((_, s, c, _, _), b) in enumerate(zip(facts, bits, strict=True))
            if j != me
        ]
        return [facts[order[key % n]][0] for key in heapq.nsmallest(limit, keys)]

    def similar_sections(self, article: Article, limit: int) -> list[str]:
        """The article's section (or AI theme) first, then those of its 12 most similar articles."""
        found = [article.section, *(a.section for a in self.similar_articles(article, SECTION_POOL))]
        return list(dict.fromkeys(found))[:limit]

    @cached_property
    def _linked_from_sectors(self) -> dict[str, set[str]]:
        """The sectors whose page links to an article (its related links), by the article's slug."""
        found: dict[str, set[str]] = {}
        for sector in self.lib.sectors:
            for slug in linked_slugs(sector.related_links):
                found.setdefault(slug, set()).add(sector.slug)
        return found

    @cached_property
    def _common_words(self) -> set[str]:
        """Words in more than COMMON of the sectors' or of the articles' word sets."""
        common: set[str] = set()
        for sets in (self.sector_words.values(), self.article_words.values()):
            counts = Counter(word for found in sets for word in found)
            # (and in more than two: in a library of a few pages, no word is common)
            common |= {word for word, count in counts.items() if count > max(COMMON * len(sets), 2)}
        return common

    @cached_property
    def _sector_name_words(self) -> dict[str, set[str]]:
        """Each sector's French name, as words, by slug."""
        return {s.slug: words(s.name.fr) for s in self.lib.sectors}

    def sectors_for_article(self, article: Article, limit: int) -> list[Sector]:
        """Sectors linked by an editor (from the article or the sector's page), then those sharing a
        word of their name or at least SECTOR_WORDS of the article's uncommon words; the most
        shared words first, then in content order. Each article's list is made once (its pages in
        both languages and its catalogue topic ask for it)."""
        found = self._concerned.get(article.slug)
        if found is None:
            found = self._concerned[article.slug] = self._concerned_sectors(article)
        return found[:limit]

    def _concerned_sectors(self, article: Article) -> list[Sector]:
        linked = linked_slugs(article.related_links) | self._linked_from_sectors.get(article.slug, set())
        mine = self.article_words[article.slug] - self._common_words
        shared = {s.slug: mine & self.sector_words[s.slug] for s in self.lib.sectors}
        kept = [
            s
            for s in self.lib.sectors
            if s.slug in linked
            or len(shared[s.slug]) >= SECTOR_WORDS
            or not shared[s.slug].isdisjoint(self._sector_name_words[s.slug])
        ]
        return sorted(kept, key=lambda s: (-(LINKED_WEIGHT * (s.slug in linked) + len(shared[s.slug])), s.id))

    def sectors_for_articles(self, articles: Iterable[Article], limit: int) -> list[Sector]:
        """The sectors most often concerned by `articles` (each one's `sectors_for_article`), then
        in content order: a catalogue topic's sectors are those of the articles written on it."""
        counts = Counter(s.slug for a in articles for s in self.sectors_for_article(a, 3))
        ranked = sorted(
            (s for s in self.lib.sectors if counts[s.slug]), key=lambda s: (-counts[s.slug], s.id)
        )
        return ranked[:limit]

    def articles_for_sector(self, sector: Sector, limit: int) -> list[Article]:
        """Articles the sector links to, then those sharing its words (non-AI first at equal score)."""
        linked = linked_slugs(sector.related_links)
        mine = self.sector_words[sector.slug]

        def score(a: Article) -> tuple[int, int, str]:
            value = LINKED_WEIGHT * (a.slug in linked) + len(mine & self.article_words[a.slug])
            return (-value, int(a.is_ai), a.id)

        return sorted(self.lib.all_articles, key=score)[:limit]
