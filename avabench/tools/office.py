"""Tools of the office subsystem (placeholder until its module lands)."""
