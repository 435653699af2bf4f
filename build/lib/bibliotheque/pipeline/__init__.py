"""The build: content → per-page data → web build with prerendering → dist/."""
