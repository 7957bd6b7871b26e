"""AVABench inside other frameworks: each module runs the real library (an optional extra).

* :mod:`avabench.integrations.inspect` — an inspect_ai task, solver and scorer
  (``pip install "avabench[inspect]"``; ``inspect eval avabench/avabench``).
* :mod:`avabench.integrations.verifiers` — a verifiers taskset and environment
  (``pip install "avabench[verifiers]"``; ``vf-eval avabench.integrations.verifiers``).
* :mod:`avabench.integrations.selection` — which tasks a framework run covers (globs, split,
  tier, domain) and the metadata each sample carries; no framework needed.
* :mod:`avabench.integrations.scripted` — a scripted model that replays the reference scripts
  through a framework's own loop (tests and smoke tests); no framework needed.

Importing this package imports no framework; each framework module imports only its own.
The modules are named after the frameworks and use absolute imports only, so
``avabench.integrations.inspect`` never shadows the standard library's ``inspect``.
See docs/integrations.md.
"""
