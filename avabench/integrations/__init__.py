"""AVABench inside other frameworks: each module runs the real library (an optional extra).

* :mod:`avabench.integrations.inspect` — an inspect_ai task, solver and scorer
  (``pip install "avabench[inspect]"``; ``inspect eval avabench/avabench``).
* :mod:`avabench.integrations.verifiers` — a verifiers taskset and environment
  (``pip install "avabench[verifiers]"``; ``vf-eval avabench-verifiers``).
* :mod:`avabench.integrations.selection` — which tasks a framework run covers (globs, split,
  tier, domain) and the metadata each sample carries; no framework needed.
* :mod:`avabench.integrations.scripted` — a scripted model that replays the reference scripts
  through a framework's own loop (tests and smoke tests); no framework needed.
* :mod:`avabench.integrations.trl` — TRL ``GRPOTrainer`` / ``AsyncGRPOTrainer``: picklable
  environment factories, rewards, rows, the schema flattening (``pip install "avabench[trl]"``).
* :mod:`avabench.integrations.verl` — verl rows for the ``tool_agent`` loop, the tool config
  and ``compute_score`` (no verl import); :mod:`avabench.integrations.verl_tool` — the verl
  ``BaseTool`` over an episode (``pip install "avabench[verl]"``).
* :mod:`avabench.integrations.completions` and :mod:`avabench.integrations.suites` — a
  completion's reply and tool calls; a suite named by its task modules. No framework needed.

Importing this package imports no framework; each framework module imports only its own.
The modules are named after the frameworks and use absolute imports only, so
``avabench.integrations.inspect`` never shadows the standard library's ``inspect``.
See docs/integrations.md.
"""
