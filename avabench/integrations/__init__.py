"""Integrations with agent and RL frameworks; each is an optional extra (docs/integrations.md).

Importing this package imports no framework: each module imports its library itself.
"""
