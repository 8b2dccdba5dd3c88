"""The schema versions, oldest first (0001, 0002, …)."""
