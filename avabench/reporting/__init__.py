"""The library behind ``python -m avabench.report``: statistics, tables and exports."""
