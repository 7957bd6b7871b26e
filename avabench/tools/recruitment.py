"""Tools of the recruitment subsystem (placeholder until its module lands)."""
