"""AVABench inside other frameworks: each module runs the real library (an optional extra).

* :mod:`avabench.integrations.trl` — TRL ``GRPOTrainer`` / ``AsyncGRPOTrainer``: picklable
  environment factories, rewards, rows, the schema flattening (``pip install "avabench[trl]"``).
* :mod:`avabench.integrations.verl` — verl rows for the ``tool_agent`` loop, the tool config
  and ``compute_score`` (no verl import); :mod:`avabench.integrations.verl_tool` — the verl
  ``BaseTool`` over an episode (``pip install "avabench[verl]"``).
* :mod:`avabench.integrations.completions` and :mod:`avabench.integrations.suites` — a
  completion's reply and tool calls; a suite named by its task modules. No framework needed.

Importing this package imports no framework; each framework module imports only its own.
The modules are named after the frameworks and use absolute imports only. See
docs/integrations.md.
"""
