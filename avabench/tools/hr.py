"""Tools of the hr subsystem (placeholder until its module lands)."""
