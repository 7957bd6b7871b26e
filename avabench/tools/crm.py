"""Tools of the crm subsystem (placeholder until its module lands)."""
