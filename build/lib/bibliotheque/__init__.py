"""Bibliothèque PME: content pipeline, static build, server and lead storage."""

__version__ = "0.1.0"
