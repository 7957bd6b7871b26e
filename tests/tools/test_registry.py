"""The tool inventory and its generated OpenAI schemas."""

from __future__ import annotations

from collections import Counter

import pytest

from avabench.tools.registry import RESERVED_NAMES, build_spec, parse_docstring, registry
from avabench.world import WorldState


def test_inventory_is_pinned():
    specs = registry().values()
    pinned = (
        "83 tools, 42 writes (DESIGN §3): when you add a tool, update these counts and DESIGN §3"
    )
    assert len(specs) == 83, pinned
    assert sum(s.writes for s in specs) == 42, pinned
    assert {s.subsystem for s in specs} == {
        "hr",
        "crm",
        "accounting",
        "recruitment",
        "mail",
        "office",
        "sales",
    }


def test_every_subsystem_has_reads_and_writes():
    by = Counter((s.subsystem, s.writes) for s in registry().values())
    for sub in ("hr", "crm", "accounting", "recruitment", "mail", "office", "sales"):
        assert by[(sub, True)] > 0 and by[(sub, False)] > 0, sub


def test_named_skills_exist():
    names = set(registry())
    for skill in (
        "amismail_write_mail",
        "ava_approval",
        "recruitment_skill_sumarize_cv",
        "document_qa",
        "edit_memory",
        "search_product",
    ):
        assert skill in names
    assert not names & RESERVED_NAMES


@pytest.mark.parametrize("name", sorted(registry()))
def test_schema_is_a_valid_openai_function(name):
    spec = registry()[name]
    schema = spec.schema
    assert schema["type"] == "function"
    fn = schema["function"]
    assert fn["name"] == name and fn["description"].strip()
    params = fn["parameters"]
    assert params["type"] == "object"
    assert params["additionalProperties"] is False
    props = params["properties"]
    assert set(params["required"]) <= set(props)
    for pname, prop in props.items():
        assert prop.get("description", "").strip(), f"{name}.{pname} has no description"
        assert "$ref" not in str(prop)
        assert "type" in prop or "enum" in prop or "anyOf" in prop, f"{name}.{pname}"
    required = {p for p, f in spec.args_model.model_fields.items() if f.is_required()}
    assert set(params["required"]) == required


def test_registration_requires_described_parameters():
    def bad_tool(world: WorldState, x: int) -> dict:
        """Does something.

        Args:
            y: not x.
        """
        return {}

    with pytest.raises(ValueError, match="parameter 'x' has no description"):
        build_spec(bad_tool, writes=False, subsystem="hr")


def test_registration_rejects_reserved_names():
    def step(world: WorldState) -> dict:
        """Reserved."""
        return {}

    with pytest.raises(ValueError, match="reserved"):
        build_spec(step, writes=False, subsystem="hr")


def test_docstring_parser_handles_continuations():
    summary, args = parse_docstring(
        "Tóm tắt.\n\nChi tiết.\n\nArgs:\n    a: dòng một\n        dòng hai\n    b (int): khác\n"
        "\nReturns:\n    gì đó\n"
    )
    assert summary == "Tóm tắt.\n\nChi tiết."
    assert args == {"a": "dòng một dòng hai", "b": "khác"}


def test_subsystem_from_module_or_package():
    from avabench.tools.registry import subsystem_of

    assert subsystem_of("avabench.tools.hr") == "hr"
    assert subsystem_of("avabench.tools.sales.orders") == "sales"
