"""The ASGI server: the built site from memory, and the API."""
