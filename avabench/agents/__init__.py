"""Policies that drive an episode: the OpenAI-compatible model client and scripted agents."""
