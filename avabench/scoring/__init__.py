"""Grading: Vietnamese-aware numbers, typed assertions and the scoring table."""
