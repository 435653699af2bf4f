"""The admin client's API types are the server's: the committed schema.ts matches the OpenAPI."""

from bibliotheque.admin.openapi_types import TARGET, admin_openapi, render


def test_committed_types_match_the_admin_openapi() -> None:
    committed = TARGET.read_text(encoding="utf-8")
    assert render() == committed, (
        f"{TARGET} is stale: run `.venv/bin/python -m bibliotheque.admin.openapi_types` and commit it"
    )


def test_only_admin_paths_are_typed() -> None:
    spec = admin_openapi()
    assert spec["paths"] and all(path.startswith("/api/admin/") for path in spec["paths"])
    assert "LeadRow" in spec["components"]["schemas"]
