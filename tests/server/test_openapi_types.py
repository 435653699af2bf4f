"""The browser's API types are the server's: every build writes them from the OpenAPI."""

from dataclasses import replace
from pathlib import Path

import pytest

from bibliotheque.http.problems import FieldErrorCode, ProblemCode
from bibliotheque.server.openapi_types import CLIENTS, Client, client_openapi, render, write_clients

PUBLIC, ADMIN = CLIENTS


@pytest.mark.parametrize("client", CLIENTS, ids=lambda client: client.name)
def test_each_client_module_is_written_again_when_its_api_changes(client: Client, tmp_path: Path) -> None:
    target = tmp_path / f"{client.name}.ts"
    moved = replace(client, target=target)
    assert write_clients((moved,)) == [target]
    assert target.read_text(encoding="utf-8") == render(client)
    assert write_clients((moved,)) == [], "an unchanged API must not run openapi-typescript again"
    # A module that no longer matches its API (edited by hand, or an API changed since): the
    # digest kept beside it is of another document, so the next build writes it again.
    target.with_suffix(".openapi.sha256").write_text("0" * 64, encoding="utf-8")
    target.write_text("export type paths = {};\n", encoding="utf-8")
    assert write_clients((moved,)) == [target]
    assert target.read_text(encoding="utf-8") == render(client)


def test_the_build_writes_each_client_module() -> None:
    """`bibliotheque build` (or `--data-only`, which `make typecheck` runs first) left them current."""
    for client in CLIENTS:
        assert client.target.read_text(encoding="utf-8") == render(client), (
            f"{client.target} is not the API's: run `bibliotheque build --data-only`"
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
