"""AVABench: an agentic benchmark for AVA, the AI assistant of MISA AMIS.

A task loads a simulated Vietnamese company into a typed :class:`~avabench.world.WorldState`,
a model works through it with the tools in :mod:`avabench.tools`, and the final world is graded
by the assertions in :mod:`avabench.scoring`.
"""

__version__ = "0.1.0"
