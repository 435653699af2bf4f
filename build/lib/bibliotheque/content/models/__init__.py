"""Pydantic models of every content file. Each field's description feeds the JSON Schema."""
