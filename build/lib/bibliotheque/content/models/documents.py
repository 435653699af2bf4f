"""The text of a resource's PDF: `content/documents/<resource slug>.yaml`.

A document gathers and extends articles: its own introduction, sections that are either written
text or an article's material (problem, consequences, the usual approaches, checklist) with a
written lead-in, and a conclusion, so that it reads as one document. The build typesets it
(pipeline/deliverables/), once per content change.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from bibliotheque.content.models.common import LText, Model, Slug

ArticlePart = Literal["problem", "consequences", "solutions", "checklist"]
ALL_PARTS: tuple[ArticlePart, ...] = ("problem", "consequences", "solutions", "checklist")


class DocumentSection(Model):
    """One chapter: written text, an article's material, or both (the text first)."""

    title: LText | None = Field(default=None, description="Chapter title; default: the article's title.")
    text: LText | None = Field(
        default=None,
        description="Written text (lead-in or the whole chapter); paragraphs separated by a blank line.",
    )
    article: Slug | None = Field(
        default=None, description="Slug of an article whose material follows the text."
    )
    parts: list[ArticlePart] = Field(
        default_factory=lambda: list(ALL_PARTS),
        description="Which parts of the article, in this order.",
    )
    items: list[LText] = Field(
        default_factory=list, description="Points of a written checklist (check boxes)."
    )

    @model_validator(mode="after")
    def _has_content(self) -> DocumentSection:
        if self.text is None and self.article is None and not self.items:
            raise ValueError("a section needs text, an article or items")
        if self.article is None and self.title is None:
            raise ValueError("a section without an article needs a title")
        return self


class Document(Model):
    """The text of a PDF resource (guide or checklist)."""

    resource: Slug = Field(description="Slug of the resource in resources.yaml.")
    subtitle: LText = Field(description="One line under the title on the cover.")
    introduction: LText = Field(description="Written introduction; paragraphs separated by a blank line.")
    sections: list[DocumentSection] = Field(min_length=1, description="The chapters, in order.")
    conclusion: LText | None = Field(default=None, description="Written conclusion.")
    outline: bool = Field(default=True, description="A table of contents after the cover.")
