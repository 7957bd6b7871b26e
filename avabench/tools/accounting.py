"""Tools of the accounting subsystem (placeholder until its module lands)."""
