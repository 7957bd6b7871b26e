"""The typed world: seven subsystems composed into :class:`WorldState`."""

from avabench.world._base import (
    Record,
    Subsystem,
    Table,
    evolve,
    get,
    highest_number,
    next_id,
    positions,
    put,
    replace,
)
from avabench.world.state import (
    INTERNAL_TABLES,
    LOOKUP_TABLES,
    SUBSYSTEMS,
    Context,
    UserKind,
    WorldState,
    record_type,
    table_names,
    table_of_type,
    table_types,
)

__all__ = [
    "INTERNAL_TABLES",
    "LOOKUP_TABLES",
    "SUBSYSTEMS",
    "Context",
    "Record",
    "Subsystem",
    "Table",
    "UserKind",
    "WorldState",
    "evolve",
    "get",
    "highest_number",
    "next_id",
    "positions",
    "put",
    "record_type",
    "replace",
    "table_names",
    "table_of_type",
    "table_types",
]
