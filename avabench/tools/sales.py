"""Tools of the sales subsystem (placeholder until its module lands)."""
