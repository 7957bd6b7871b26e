"""The verifiers taskset package ``avabench-verifiers`` (``vf-eval avabench-verifiers``).

verifiers imports a taskset by id as a top-level module and reads its ``__all__``; the
classes live in :mod:`avabench.integrations.verifiers` (extra: ``avabench[verifiers]``).
"""

from avabench.integrations.verifiers import AvabenchEnv, AvabenchHarness, AvabenchTaskset

__all__ = ["AvabenchEnv", "AvabenchHarness", "AvabenchTaskset"]
