"""Text helpers shared by the build: folding for search and similarity."""
