"""Tools of the mail subsystem (placeholder until its module lands)."""
