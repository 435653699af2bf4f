"""The browser's API types are the server's: each committed schema.ts matches the OpenAPI."""

import pytest

from bibliotheque.leads.schemas import FieldErrorCode, ProblemCode
from bibliotheque.server.openapi_types import CLIENTS, Client, client_openapi, render

PUBLIC, ADMIN = CLIENTS


@pytest.mark.parametrize("client", CLIENTS, ids=lambda client: client.name)
def test_committed_types_match_the_openapi(client: Client) -> None:
    committed = client.target.read_text(encoding="utf-8")
    assert render(client) == committed, (
        f"{client.target} is stale: run `.venv/bin/python -m bibliotheque.server.openapi_types` and commit it"
    )


def test_each_client_has_only_its_own_paths() -> None:
    assert set(client_openapi(PUBLIC)["paths"]) == {"/api/leads", "/api/client-errors", "/api/events"}
    admin = client_openapi(ADMIN)
    assert "/api/admin/leads" in admin["paths"]
    assert all(path.startswith("/api/admin/") for path in admin["paths"])
    assert "LeadRow" in admin["components"]["schemas"]
    assert "LeadCreate" not in admin["components"]["schemas"]


def test_error_codes_are_enums_of_the_public_schema() -> None:
    schemas = client_openapi(PUBLIC)["components"]["schemas"]
    assert schemas["FieldErrorCode"]["enum"] == [code.value for code in FieldErrorCode]
    assert schemas["ProblemCode"]["enum"] == [code.value for code in ProblemCode]
    assert schemas["FieldProblem"]["properties"]["code"]["$ref"] == "#/components/schemas/FieldErrorCode"
    assert schemas["Problem"]["properties"]["code"]["$ref"] == "#/components/schemas/ProblemCode"
