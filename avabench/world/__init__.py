"""The typed world: seven subsystems composed into :class:`WorldState`."""

from avabench.world._base import Record, Subsystem, Table, get, next_id, put, replace
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
    "get",
    "next_id",
    "put",
    "record_type",
    "replace",
    "table_names",
    "table_of_type",
    "table_types",
]
