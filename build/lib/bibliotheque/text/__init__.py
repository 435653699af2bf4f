"""Text helpers: folding for search and similarity (`fold`), numbers as the browser writes them (`numbers`)."""
